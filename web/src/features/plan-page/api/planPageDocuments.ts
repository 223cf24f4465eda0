import { graphql } from '../../../lib/graphql/gql';
import type {
  PlanMapResultQuery,
  PlanPageOrdersQuery,
  PlanSummaryQuery,
} from '../../../lib/graphql/gql/graphql';

// The plan itself (PLAN_VIEW) is asked for with the app's first load: planViewDocument.ts.
export type { ViewedPlan } from './planViewDocument';
/** The estimate of a plan: price range, labor range and the four itemised lists. */
export type PlanSummary = NonNullable<PlanSummaryQuery['getSummary']['data']>;
export type SummaryList = PlanSummary['preconstruction'];
export type PlanMapResult = NonNullable<PlanMapResultQuery['mapResult']>;
/** One of the signed-in homeowner's site-plan orders, as the plan page weighs it. */
export type PageOrder = PlanPageOrdersQuery['mySitePlanOrders']['items'][number];

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

/**
 * The signed-in owner's saved placement of this plan on their lot, with the verdict of the local
 * rules the API held it to when it was saved (the rules themselves: `savedRulesApi`, asked for by
 * the section that shows them, out of the page's first load).
 */
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
        rules {
          verdict
        }
      }
    }
  }
`);

/**
 * The signed-in homeowner's site-plan orders, newest first: the plan page finds the one for its
 * plan and placement among them. A hundred is far more than anyone places.
 */
export const PLAN_PAGE_ORDERS = graphql(`
  query PlanPageOrders {
    mySitePlanOrders(page: 1, pageSize: 100) {
      items {
        id
        planId
        mapResultId
        status
        createdAt
        updatedAt
      }
    }
  }
`);
