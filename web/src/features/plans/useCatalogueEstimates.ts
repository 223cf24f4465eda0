import { TypedDocumentString } from '../../lib/graphql/gql/graphql';
import type { Operation } from '../../lib/graphql/operation';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { pricedAtFixPrice, type PricedPlan } from '../../lib/planPricing';

type EstimateRange = { min: number; max: number };
type EstimatesAnswer = Record<string, { data: { price: EstimateRange } | null }>;

/**
 * One request for the estimates of a whole catalogue page: `getSummary` once per plan, under an
 * alias each, national prices (no address). The document depends on the number of plans only, so
 * it is built once per count (a page holds at most 100) and stays the same object between
 * renders, as `useGraphQLQuery` needs. Not a codegen document; its answer type is written here.
 */
const operations = new Map<number, Operation<EstimatesAnswer, Record<string, string>>>();
function estimatesOperation(count: number): Operation<EstimatesAnswer, Record<string, string>> {
  let operation = operations.get(count);
  if (!operation) {
    const slots = Array.from({ length: count }, (_, i) => `p${i}`);
    const variables = slots.map((slot) => `$${slot}: ID!`).join(', ');
    const fields = slots
      .map((slot) => `${slot}: getSummary(id: $${slot}) { data { price { min max } } }`)
      .join('\n');
    operation = new TypedDocumentString(`query CatalogueEstimates(${variables}) {\n${fields}\n}`);
    operations.set(count, operation);
  }
  return operation;
}

/**
 * The estimate range of each plan on the page whose card headline is its estimate (a
 * factory-built home with a fixed price needs none), keyed by plan id. The plan page opened from
 * the card asks for the same national-price estimate, so both show the same figure.
 */
export function useCatalogueEstimates(
  plans: readonly (PricedPlan & { id: string })[] | undefined,
): ReadonlyMap<string, EstimateRange> {
  const ids = (plans ?? []).filter((plan) => !pricedAtFixPrice(plan)).map((plan) => plan.id);
  const variables = Object.fromEntries(ids.map((id, i) => [`p${i}`, id]));
  const { data } = useGraphQLQuery(estimatesOperation(ids.length), variables, {
    skip: ids.length === 0,
  });
  const estimates = new Map<string, EstimateRange>();
  ids.forEach((id, i) => {
    const price = data?.[`p${i}`]?.data?.price;
    if (price) estimates.set(id, price);
  });
  return estimates;
}
