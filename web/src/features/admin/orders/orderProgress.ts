import type { SitePlanOrderStatus } from '../../../lib/sitePlanOrderStatus';

const ADVANCE_LABELS: Record<SitePlanOrderStatus, string | undefined> = {
  RECEIVED: 'Mark in progress',
  IN_PROGRESS: 'Mark delivered',
  DELIVERED: undefined,
};

/**
 * The admin's button that moves an order on, named after the status it moves to ('Mark in
 * progress', 'Mark delivered'); undefined once the order is delivered.
 */
export function advanceLabel(status: SitePlanOrderStatus): string | undefined {
  return ADVANCE_LABELS[status];
}
