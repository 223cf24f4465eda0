import type { SitePlanOrderStatus } from './graphql/gql/graphql';

export type { SitePlanOrderStatus };

/** Every status in its order: received → in progress → delivered. */
export const SITE_PLAN_ORDER_STATUSES: readonly SitePlanOrderStatus[] = [
  'RECEIVED',
  'IN_PROGRESS',
  'DELIVERED',
];

const LABELS: Record<SitePlanOrderStatus, string> = {
  RECEIVED: 'Received',
  IN_PROGRESS: 'In progress',
  DELIVERED: 'Delivered',
};

/** A site-plan order's status as the homeowner reads it: 'Received', 'In progress', 'Delivered'. */
export function orderStatusLabel(status: SitePlanOrderStatus): string {
  return LABELS[status];
}

/**
 * The status of the REST answer to an order (`received`, `in_progress`, `delivered`) as the
 * GraphQL enum names it; undefined for anything else.
 */
export function orderStatusFromRest(status: unknown): SitePlanOrderStatus | undefined {
  if (typeof status !== 'string') return undefined;
  const name = status.toUpperCase();
  return SITE_PLAN_ORDER_STATUSES.find((known) => known === name);
}
