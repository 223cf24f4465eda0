import type {
  PlanMapResultQuery,
  PlanSummaryQuery,
  SimilarPlansQuery,
} from '../../lib/graphql/gql/graphql';
import { graphql } from '../../lib/graphql/gql';

/** The estimate of a plan: price range, labor range and the four itemised lists. */
export type PlanSummary = NonNullable<PlanSummaryQuery['getSummary']['data']>;
export type SummaryList = PlanSummary['preconstruction'];
export type SimilarPlan = SimilarPlansQuery['similarPlans'][number];
export type PlanMapResult = NonNullable<PlanMapResultQuery['mapResult']>;

/** The four itemised lists, in the order the estimate details show them. */
export function summaryLists(summary: PlanSummary): SummaryList[] {
  return [summary.preconstruction, summary.products, summary.materials, summary.labor];
}

export const SUMMARY_LIST = graphql(`
  fragment SummaryListFields on SummaryList {
    title
    total
    data {
      title
      price
      type
      url
      img
      description
    }
  }
`);

/** The estimate, adjusted for the state of the map result's address when there is one. */
export const PLAN_SUMMARY = graphql(`
  query PlanSummary($id: ID!, $mapId: ID, $address: String) {
    getSummary(id: $id, mapId: $mapId, address: $address) {
      data {
        stateCode
        costIndex
        price {
          min
          max
          labor {
            min
            max
          }
        }
        preconstruction {
          ...SummaryListFields
        }
        products {
          ...SummaryListFields
        }
        materials {
          ...SummaryListFields
        }
        labor {
          ...SummaryListFields
        }
      }
    }
  }
`);

/** Visible plans like this one, for the 'similar homes' cards. */
export const SIMILAR_PLANS = graphql(`
  query SimilarPlans($id: ID!) {
    similarPlans(id: $id, limit: 4) {
      id
      title
      image
      photos {
        ...PlanPhotoFields
      }
      meta {
        ...PlanLabelMeta
      }
    }
  }
`);

/** How many plans the library offers, for the 'N more plans' line. */
export const PLANS_TOTAL = graphql(`
  query PlansTotal {
    plansCount {
      total
    }
  }
`);

/** The signed-in owner's saved placement of this plan on their lot. */
export const PLAN_MAP_RESULT = graphql(`
  query PlanMapResult($id: ID!) {
    mapResult(id: $id) {
      id
      address
      snapshot
      fit {
        insideLot
        status
        coveragePct
        minSetbackClearanceFt
        violations
      }
    }
  }
`);

/** Names of the pre-approved states, counties and cities, which the plan holds as value ids. */
export const DIRECTORY_VALUES = graphql(`
  query DirectoryValues($ids: [ID!]!) {
    directoriesValuesByIds(ids: $ids) {
      id
      name
    }
  }
`);
