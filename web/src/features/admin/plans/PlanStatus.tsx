import { RecordStatus } from '../RecordScreen';
import type { AdminPlanResult } from './useAdminPlan';

/** A plan's admin screen while it loads, when there is no such plan, or when loading failed. */
export function PlanStatus({ result }: { result: Exclude<AdminPlanResult, { status: 'ready' }> }) {
  return (
    <RecordStatus
      kind={result.status}
      loadingText="Loading plan"
      notFoundText="Plan not found"
      failedText={result.status === 'failed' ? `Error loading plan: ${result.message}` : undefined}
      listPath="/admin/plans"
    />
  );
}
