import { useQuery } from '@tanstack/react-query';
import type {
  CatalogueEstimatesQuery,
  CataloguePlansQueryVariables,
} from '../../../lib/graphql/gql/graphql';
import { pricedAtFixPrice, type PricedPlan } from '../../../lib/planPricing';
import { graphqlQueryOptions } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import { CATALOGUE_ESTIMATES, CATALOGUE_PLANS } from './catalogueDocuments';

/** An estimate range, in dollars. */
export type EstimateRange = CatalogueEstimatesQuery['planEstimates'][number]['price'];

/**
 * The catalogue's query keys: its pages under `plans`, which an admin's edit of a plan
 * invalidates, and their estimates under `estimates`.
 */
export const catalogueKeys = {
  all: [...areaKeys.plans, 'catalogue'] as const,
  page: () => [...catalogueKeys.all, 'page'] as const,
  estimates: () => [...areaKeys.estimates, 'catalogue'] as const,
};

/** One page of the catalogue, as `variables` filter it; idle while `enabled` is false. */
export function useCataloguePlans(
  variables: CataloguePlansQueryVariables,
  { enabled = true } = {},
) {
  return useQuery({
    ...graphqlQueryOptions(catalogueKeys.page(), CATALOGUE_PLANS, variables),
    enabled,
  });
}

/**
 * The estimate range of each plan on the page whose card headline is its estimate (a
 * factory-built home with a fixed price needs none), keyed by plan id, in one request. The plan
 * page opened from the card asks for the same national-price estimate, so both show the same
 * figure.
 */
export function useCatalogueEstimates(
  plans: readonly (PricedPlan & { id: string })[] | undefined,
): ReadonlyMap<string, EstimateRange> {
  const ids = (plans ?? []).filter((plan) => !pricedAtFixPrice(plan)).map((plan) => plan.id);
  const { data } = useQuery({
    ...graphqlQueryOptions(catalogueKeys.estimates(), CATALOGUE_ESTIMATES, { ids }),
    enabled: ids.length > 0,
  });
  return new Map((data?.planEstimates ?? []).map((estimate) => [estimate.planId, estimate.price]));
}
