/** SPEC §1: the plan page states that prices are estimates and vary by location. */
export const PRICE_NOTE = 'Prices are estimates and vary by location.';

/** SPEC §2.2 / §9: the 'N more plans' line counts this many when no total is available. */
export const PLAN_COUNT_FALLBACK = 512;

/** The number the 'N more plans' line shows: the catalogue's total, or the fallback without one. */
export function morePlansCount(total: number | null | undefined): number {
  return total && total > 0 ? total : PLAN_COUNT_FALLBACK;
}
