import type { MyMapResultsQuery } from '../../lib/graphql/gql/graphql';

export type SavedMapResult = MyMapResultsQuery['mapResults']['items'][number];

/** What a My Plans card says and links to (SPEC §2.1 '/my-plans'). */
export interface MyPlanCardTexts {
  /**
   * The name the homeowner gave it, else the plan's title upper-cased, numbered from the second
   * save of the same plan on ('THE JUNIPER (2)'), so a copy never reads as its original.
   */
  title: string;
  /** The plan's title under a given name; absent when the title is the plan's. */
  planTitle: string | undefined;
  address: string;
  /**
   * Its standing under the local rules the API held it to ('Fits the detached ADU rules of
   * Pleasanton, CA.'); absent when no rules applied.
   */
  verdict: string | undefined;
  /** /plan/{planId}/{mapResultId}; absent when the plan has since been deleted. */
  viewPath: string | undefined;
  /** The map with this saved plan opened on it, editable; absent like `viewPath`. */
  mapPath: string | undefined;
}

/** A saved plan as the copy count sees it. */
export interface SavedCopy {
  id: string;
  planTitle: string;
  createdAt: number;
}

/**
 * Each saved plan's place among the saves of the same plan, oldest first (1 for the first), so
 * its default name stays the same whichever page it is listed on.
 */
export function copyNumbers(saved: readonly SavedCopy[]): Map<string, number> {
  const numbers = new Map<string, number>();
  const seen = new Map<string, number>();
  const oldestFirst = [...saved].sort(
    (a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1),
  );
  for (const copy of oldestFirst) {
    const number = (seen.get(copy.planTitle) ?? 0) + 1;
    seen.set(copy.planTitle, number);
    numbers.set(copy.id, number);
  }
  return numbers;
}

export function myPlanCardTexts(result: SavedMapResult, copyNumber = 1): MyPlanCardTexts {
  const planTitle = result.planTitle.toUpperCase();
  return {
    title: result.name.trim() || (copyNumber > 1 ? `${planTitle} (${copyNumber})` : planTitle),
    planTitle: result.name.trim() ? result.planTitle : undefined,
    address: result.address.trim() === '' ? 'Address is empty' : result.address,
    verdict: result.fit?.rules?.verdict.trim() || undefined,
    viewPath: result.planId ? `/plan/${result.planId}/${result.id}` : undefined,
    mapPath: result.planId ? `/?result=${encodeURIComponent(result.id)}` : undefined,
  };
}
