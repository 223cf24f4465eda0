import type { CataloguePlansQuery } from '../../../lib/graphql/gql/graphql';
import { graphql } from '../../../lib/graphql/gql';

/** A plan as a catalogue card shows it. */
export type CataloguePlan = CataloguePlansQuery['plans']['items'][number];

/**
 * One page of the catalogue. The fields behind the admins' completeness indicators (the floor
 * plan drawing is the heavy one) are only asked for when an admin is looking.
 */
export const CATALOGUE_PLANS = graphql(`
  query CataloguePlans($filters: PlanFilters!, $admin: Boolean!) {
    plans(filters: $filters) {
      totalCount
      items {
        ...PlanCardFields
        ...PlanPriceFields
        url @include(if: $admin)
        decorId @include(if: $admin)
        planId @include(if: $admin)
        planSVG @include(if: $admin)
      }
    }
  }
`);

/**
 * The national estimate range of each plan of a page (the same figures as the plan page's
 * estimate without an address); a plan without an estimate is left out.
 */
export const CATALOGUE_ESTIMATES = graphql(`
  query CatalogueEstimates($ids: [ID!]!) {
    planEstimates(ids: $ids) {
      planId
      price {
        min
        max
      }
    }
  }
`);
