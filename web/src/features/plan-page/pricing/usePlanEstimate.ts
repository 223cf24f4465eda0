import { useSearchParams } from 'react-router';
import { planPriceStory } from '../../../lib/planPricing';
import { usePlanMapResult, usePlanSummary } from '../api/planPageApi';
import type { ViewedPlan } from '../api/planPageDocuments';
import { summaryLists } from './planEstimate';

/**
 * The page's estimate and how its price is told, with the saved placement it may be priced for.
 * From the map's Estimate before saving, the `address` parameter prices the work for its state;
 * a saved placement does once it is known to be the viewer's (someone else's is not found). Until
 * then, and without either, the estimate is national.
 */
export function usePlanEstimate(plan: ViewedPlan, mapId: string | null) {
  const [params] = useSearchParams();
  const address = mapId ? null : params.get('address');
  const mapResult = usePlanMapResult(mapId);
  const placement = { result: mapResult.data?.mapResult ?? null, loading: mapResult.isLoading };
  const summaryQuery = usePlanSummary(
    { id: plan.id, mapId: placement.result ? mapId : null, address },
    { enabled: !placement.loading },
  );
  const summary = summaryQuery.data?.getSummary.data ?? null;
  const priceStory = planPriceStory(
    plan,
    summary && { price: summary.price, lists: summaryLists(summary) },
  );
  // Waiting for the placement is waiting for the price too.
  return { placement, summary, priceStory, priceLoading: summaryQuery.isPending };
}
