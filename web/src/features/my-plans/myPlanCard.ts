import type { MyMapResultsQuery } from '../../lib/graphql/generated';

export type SavedMapResult = MyMapResultsQuery['mapResults']['items'][number];

/** What a My Plans card says and links to (SPEC §2.1 '/my-plans'). */
export interface MyPlanCardTexts {
  /** The name the homeowner gave it, else the plan's title upper-cased. */
  title: string;
  /** The plan's title under a given name; absent when the title is the plan's. */
  planTitle: string | undefined;
  address: string;
  /** /plan/{planId}/{mapResultId}; absent when the plan has since been deleted. */
  viewPath: string | undefined;
  /** The map with this saved plan opened on it, editable; absent like `viewPath`. */
  mapPath: string | undefined;
}

export function myPlanCardTexts(result: SavedMapResult): MyPlanCardTexts {
  return {
    title: result.name.trim() || result.planTitle.toUpperCase(),
    planTitle: result.name.trim() ? result.planTitle : undefined,
    address: result.address.trim() === '' ? 'Address is empty' : result.address,
    viewPath: result.planId ? `/plan/${result.planId}/${result.id}` : undefined,
    mapPath: result.planId ? `/?result=${encodeURIComponent(result.id)}` : undefined,
  };
}
