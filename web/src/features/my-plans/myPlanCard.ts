import type { MyMapResultsQuery } from '../../lib/graphql/generated';

export type SavedMapResult = MyMapResultsQuery['mapResults']['items'][number];

/** What a My Plans card says and links to (SPEC §2.1 '/my-plans'). */
export interface MyPlanCardTexts {
  title: string;
  address: string;
  /** /plan/{planId}/{mapResultId}; absent when the plan has since been deleted. */
  viewPath: string | undefined;
}

export function myPlanCardTexts(result: SavedMapResult): MyPlanCardTexts {
  return {
    title: result.planTitle.toUpperCase(),
    address: result.address.trim() === '' ? 'Address is empty' : result.address,
    viewPath: result.planId ? `/plan/${result.planId}/${result.id}` : undefined,
  };
}
