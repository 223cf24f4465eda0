import type {
  DirectoryValuesQuery,
  DirectoryValuesQueryVariables,
  PlanMapResultQuery,
  PlanMapResultQueryVariables,
  PlanSummaryQuery,
  PlanSummaryQueryVariables,
  PlansTotalQuery,
  PlansTotalQueryVariables,
  SimilarPlansQuery,
  SimilarPlansQueryVariables,
} from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';
import { PLAN_LABEL_META, PLAN_PHOTO_FIELDS } from '../../lib/graphql/planFragments';

/** The estimate of a plan: price range, labor range and the four itemised lists. */
export type PlanSummary = NonNullable<PlanSummaryQuery['getSummary']['data']>;
export type SummaryList = PlanSummary['preconstruction'];
export type SimilarPlan = SimilarPlansQuery['similarPlans'][number];
export type PlanMapResult = NonNullable<PlanMapResultQuery['mapResult']>;

/** The four itemised lists, in the order the estimate details show them. */
export function summaryLists(summary: PlanSummary): SummaryList[] {
  return [summary.preconstruction, summary.products, summary.materials, summary.labor];
}

const SUMMARY_LIST = /* GraphQL */ `
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
`;

/** The estimate, adjusted for the state of the map result's address when there is one. */
export const PLAN_SUMMARY: Operation<PlanSummaryQuery, PlanSummaryQueryVariables> = {
  document: /* GraphQL */ `
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
    ${SUMMARY_LIST}
  `,
};

/** Visible plans like this one, for the 'similar homes' cards. */
export const SIMILAR_PLANS: Operation<SimilarPlansQuery, SimilarPlansQueryVariables> = {
  document: /* GraphQL */ `
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
    ${PLAN_PHOTO_FIELDS}
    ${PLAN_LABEL_META}
  `,
};

/** How many plans the library offers, for the 'N more plans' line. */
export const PLANS_TOTAL: Operation<PlansTotalQuery, PlansTotalQueryVariables> = {
  document: /* GraphQL */ `
    query PlansTotal {
      plansCount {
        total
      }
    }
  `,
};

/** The signed-in owner's saved placement of this plan on their lot. */
export const PLAN_MAP_RESULT: Operation<PlanMapResultQuery, PlanMapResultQueryVariables> = {
  document: /* GraphQL */ `
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
  `,
};

/** Names of the pre-approved states, counties and cities, which the plan holds as value ids. */
export const DIRECTORY_VALUES: Operation<DirectoryValuesQuery, DirectoryValuesQueryVariables> = {
  document: /* GraphQL */ `
    query DirectoryValues($ids: [ID!]!) {
      directoriesValuesByIds(ids: $ids) {
        id
        name
      }
    }
  `,
};
