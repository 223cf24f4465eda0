import { useState } from 'react';
import { useGraphQLQuery } from '../../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../../stores/appStore';
import { GUEST_PLAN_STRIP, PLAN_STRIP, STRIP_PAGE_SIZE, type StripPlan } from './planStripQueries';
import { stripMetaFilter, stripPlanFilters, type StripFilters } from './stripFilters';

export interface PlanStripState {
  plans: StripPlan[];
  totalCount: number;
  /** The first page is on its way (a filter change keeps showing the previous plans). */
  loading: boolean;
  /** A filter change is on its way while the previous plans show. */
  refreshing: boolean;
  error: Error | undefined;
}

// One empty list for every render without plans, so effects keyed on the list do not re-run.
const NO_PLANS: StripPlan[] = [];

/** The plans of the strip: `guestPlans` for visitors, `plans` for signed-in users, filtered. */
export function usePlanStrip(filters: StripFilters): PlanStripState {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const guest = useGraphQLQuery(
    GUEST_PLAN_STRIP,
    { meta: stripMetaFilter(filters), pageSize: STRIP_PAGE_SIZE },
    { skip: loggedIn },
  );
  const member = useGraphQLQuery(
    PLAN_STRIP,
    { filters: stripPlanFilters(filters) },
    { skip: !loggedIn },
  );
  const list = loggedIn ? member.data?.plans : guest.data?.guestPlans;
  const { loading, error } = loggedIn ? member : guest;

  // The last answer stays on screen while a changed filter loads: the strip does not blink.
  const [shown, setShown] = useState(list);
  if (list && list !== shown) setShown(list);
  const current = list ?? (loading ? shown : undefined);

  return {
    plans: current?.items ?? NO_PLANS,
    totalCount: current?.totalCount ?? 0,
    loading: loading && !current,
    refreshing: loading && Boolean(current),
    error,
  };
}
