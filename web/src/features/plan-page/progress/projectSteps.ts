import type { SitePlanOrderStatus } from '../../../lib/graphql/gql/graphql';

export type StepState = 'completed' | 'active' | 'upcoming';

/** One step of the tracker: its title, where the homeowner is with it, and that in words. */
export interface ProjectStep {
  title: string;
  state: StepState;
  text: string;
}

/**
 * How far the homeowner's project on this page has come: none yet (a visitor, or a plan not
 * placed on their lot), placed on their lot, its as-built site plan ordered, or delivered.
 */
export type ProjectProgress = 'none' | 'placed' | 'ordered' | 'delivered';

/** SPEC §4: the fixed steps of a build, in order. */
const TITLES = [
  'Initial Project and Property Information',
  'As Built Site Plan',
  'Feasibility & Preliminary design sign-off',
  'Construction Drawings',
  'Submission for Building Permit',
  'Construction',
] as const;

/**
 * The steps as this homeowner stands: SPEC §4's first step completed and the site plan active
 * once they have a project; all of them ahead of someone who has none yet, rather than telling a
 * visitor their property information is in.
 */
export function projectSteps(progress: ProjectProgress): ProjectStep[] {
  const completed = { none: 0, placed: 1, ordered: 1, delivered: 2 }[progress];
  const activeText = progress === 'ordered' ? 'In progress' : 'Up next';
  return TITLES.map((title, index) => {
    if (index < completed) return { title, state: 'completed', text: 'Completed' };
    if (index === completed && progress !== 'none') {
      return { title, state: 'active', text: activeText };
    }
    return { title, state: 'upcoming', text: 'Upcoming' };
  });
}

/** What an order tells the page: its plan and placement, status and dates. */
export interface OrderFacts {
  planId: string | null;
  mapResultId: string | null;
  status: SitePlanOrderStatus;
  createdAt: number;
  updatedAt: number;
}

/**
 * The homeowner's latest order of this plan for this placement (none for a page without one),
 * from their orders newest first — the same match the API uses to refuse a second open order.
 */
export function orderOfPage<T extends OrderFacts>(
  orders: readonly T[],
  planId: string,
  mapId: string | null,
): T | undefined {
  return orders.find(
    (order) => order.planId === planId && (order.mapResultId ?? '') === (mapId ?? ''),
  );
}

/** Where the project stands, from the page's placement and order. */
export function projectProgress(placed: boolean, order: OrderFacts | undefined): ProjectProgress {
  if (order) return order.status === 'DELIVERED' ? 'delivered' : 'ordered';
  return placed ? 'placed' : 'none';
}
