import { graphql } from '../../../../lib/graphql/gql';

/** One page of the admin plan list (hidden plans too). */
export const ADMIN_PLANS = graphql(`
  query AdminPlans($filters: PlanFilters!) {
    plans(filters: $filters) {
      totalCount
      items {
        ...PlanCardFields
        preApproved
        url
        decorId
        planId
        planSVG
        contractor {
          id
          name
        }
      }
    }
  }
`);

/** Every field of one plan: the admin detail and the plan form read it (never from a cache). */
export const ADMIN_PLAN = graphql(`
  query AdminPlan($id: ID!) {
    plan(id: $id) {
      id
      title
      description
      contractorId
      url
      decorId
      planId
      image
      isHidden
      preApproved
      planSVG
      hasARModel
      arModelLink
      planCost
      sourcePlan
      updatedAt
      ...PlanPriceFields
      meta {
        type
        kitchenCount
        height
        bathroom {
          area
        }
        bedroom {
          area
        }
        kitchen {
          area
        }
        ...PlanLabelMeta
      }
      available {
        states
        counties
        cities
      }
      preApprovedArea {
        states
        counties
        cities
      }
      photos {
        size
        type
        compressed {
          size
          type
          watermarked
        }
        ...PlanPhotoFields
      }
      contractor {
        ...AdminContractorFields
        ceo
        removedAt
      }
    }
  }
`);

export const PLAN_CREATE = graphql(`
  mutation PlanCreate($input: PlanInput!) {
    planCreate(input: $input) {
      id
    }
  }
`);

export const PLAN_UPDATE = graphql(`
  mutation PlanUpdate($id: ID!, $input: PlanInput!) {
    planUpdate(id: $id, input: $input) {
      id
    }
  }
`);
