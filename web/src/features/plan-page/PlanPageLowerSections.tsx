import { CallBookingEmbed } from './CallBookingEmbed';
import { EstimateDetails } from './EstimateDetails';
import { FloorPlanSection } from './FloorPlanSection';
import { MorePlans } from './MorePlans';
import { NextSteps } from './NextSteps';
import type { PlanSummary } from './planPageQueries';
import type { ViewedPlan } from './planViewQuery';
import { PreApprovedArea } from './PreApprovedArea';
import { SimilarHomes } from './SimilarHomes';

/**
 * Everything below the fold, loaded as its own chunk so the gallery and the side panel paint
 * first: the drawings, the itemised estimate, where the plan is pre-approved, similar homes and
 * the call booking.
 */
export function PlanPageLowerSections({
  plan,
  summary,
}: {
  plan: ViewedPlan;
  summary: PlanSummary | null;
}) {
  return (
    <>
      <FloorPlanSection plan={plan} />
      {summary ? <EstimateDetails summary={summary} /> : null}
      <PreApprovedArea plan={plan} />
      <NextSteps plan={plan} />
      <SimilarHomes planId={plan.id} />
      <MorePlans planHidden={plan.isHidden} />
      <CallBookingEmbed />
    </>
  );
}
