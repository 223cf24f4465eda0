/** SPEC §1: the plan page states that prices are estimates and vary by location. */
export const PRICE_NOTE = 'Prices are estimates and vary by location.';

/** SPEC §2.2 / §9: the 'N more plans' line counts this many when no total is available. */
export const PLAN_COUNT_FALLBACK = 512;

/**
 * The number the 'N more plans' line shows: the catalogue's other plans, or the fallback without
 * a total. The total counts visible plans only, so a hidden plan (an admin's view) is not among
 * them and is not taken off.
 */
export function morePlansCount(total: number | null | undefined, planCounted: boolean): number {
  if (!total || total <= 0) return PLAN_COUNT_FALLBACK;
  return planCounted ? total - 1 : total;
}
