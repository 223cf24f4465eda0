/** The map's URL parameter naming a plan to try on the lot: `/?plan=<id>`. */
export const PLAN_PARAM = 'plan';

/** The map with a plan to try on the homeowner's lot, for links from elsewhere (the plan page). */
export function mapWithPlan(planId: string): string {
  return `/?${new URLSearchParams({ [PLAN_PARAM]: planId }).toString()}`;
}
