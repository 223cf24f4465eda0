import type { PriceBreakdown } from '../../../lib/planPricing';
import type { PlanSummary, ViewedPlan } from '../api/planPageDocuments';
import { EstimateDetails } from '../pricing/EstimateDetails';
import { CallBookingEmbed } from './CallBookingEmbed';
import { FloorPlanSection } from './FloorPlanSection';
import { MorePlans } from './MorePlans';
import { NextSteps } from './NextSteps';
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
  breakdown,
}: {
  plan: ViewedPlan;
  summary: PlanSummary | null;
  breakdown: PriceBreakdown | undefined;
}) {
  return (
    <>
      <FloorPlanSection plan={plan} />
      {summary ? <EstimateDetails summary={summary} breakdown={breakdown} /> : null}
      <PreApprovedArea plan={plan} />
      <NextSteps plan={plan} />
      <SimilarHomes planId={plan.id} />
      <MorePlans planHidden={plan.isHidden} />
      <CallBookingEmbed />
    </>
  );
}
