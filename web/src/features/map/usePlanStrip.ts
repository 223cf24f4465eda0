import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../stores/appStore';
import { GUEST_PLAN_STRIP, PLAN_STRIP, STRIP_PAGE_SIZE, type StripPlan } from './planStripQueries';

export interface PlanStripState {
  plans: StripPlan[];
  totalCount: number;
  loading: boolean;
  error: Error | undefined;
}

const VARIABLES = { pageSize: STRIP_PAGE_SIZE };

/** The plans of the strip: `guestPlans` for visitors, `plans` for signed-in users. */
export function usePlanStrip(): PlanStripState {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const guest = useGraphQLQuery(GUEST_PLAN_STRIP, VARIABLES, { skip: loggedIn });
  const member = useGraphQLQuery(PLAN_STRIP, VARIABLES, { skip: !loggedIn });
  const list = loggedIn ? member.data?.plans : guest.data?.guestPlans;
  const { loading, error } = loggedIn ? member : guest;
  return { plans: list?.items ?? [], totalCount: list?.totalCount ?? 0, loading, error };
}
