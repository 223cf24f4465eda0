import type {
  AdminPlanQuery,
  AdminPlanQueryVariables,
  AdminPlansQuery,
  AdminPlansQueryVariables,
  AreaValuesByIdsQuery,
  AreaValuesByIdsQueryVariables,
  AreaValuesQuery,
  AreaValuesQueryVariables,
  FindConfiguratorQuery,
  FindConfiguratorQueryVariables,
  FindPhotosQuery,
  FindPhotosQueryVariables,
  PlanCreateMutation,
  PlanCreateMutationVariables,
  PlanUpdateMutation,
  PlanUpdateMutationVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';
import {
  PLAN_LABEL_META,
  PLAN_PHOTO_FIELDS,
  PLAN_PRICE_FIELDS,
} from '../../../lib/graphql/planFragments';

/** One page of the admin plan list. */
export const ADMIN_PLANS: Operation<AdminPlansQuery, AdminPlansQueryVariables> = {
  document: /* GraphQL */ `
    query AdminPlans($filters: PlanFilters!) {
      plans(filters: $filters) {
        totalCount
        items {
          id
          title
          image
          isHidden
          preApproved
          url
          decorId
          planId
          planSVG
          photos {
            ...PlanPhotoFields
          }
          meta {
            type
            ...PlanLabelMeta
          }
          contractor {
            id
            name
          }
        }
      }
    }
    ${PLAN_PHOTO_FIELDS}
    ${PLAN_LABEL_META}
  `,
};

/** Every field of one plan: the admin detail and the plan form read it (never from a cache). */
export const ADMIN_PLAN: Operation<AdminPlanQuery, AdminPlanQueryVariables> = {
  document: /* GraphQL */ `
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
          id
          name
          ceo
          phone
          email
          webSite
          removedAt
        }
      }
    }
    ${PLAN_PRICE_FIELDS}
    ${PLAN_PHOTO_FIELDS}
    ${PLAN_LABEL_META}
  `,
};

export const PLAN_CREATE: Operation<PlanCreateMutation, PlanCreateMutationVariables> = {
  document: /* GraphQL */ `
    mutation PlanCreate($input: PlanInput!) {
      planCreate(input: $input) {
        id
      }
    }
  `,
};

export const PLAN_UPDATE: Operation<PlanUpdateMutation, PlanUpdateMutationVariables> = {
  document: /* GraphQL */ `
    mutation PlanUpdate($id: ID!, $input: PlanInput!) {
      planUpdate(id: $id, input: $input) {
        id
      }
    }
  `,
};

/** One level of the area picker: the values of a places directory under one parent. */
export const AREA_VALUES: Operation<AreaValuesQuery, AreaValuesQueryVariables> = {
  document: /* GraphQL */ `
    query AreaValues($slug: String!, $parentId: ID) {
      directory(slug: $slug) {
        id
        values(parentId: $parentId, limit: 500) {
          totalCount
          items {
            id
            name
            description
            parentId
          }
        }
      }
    }
  `,
};

/** The names (and parents) of the areas a saved plan names. */
export const AREA_VALUES_BY_IDS: Operation<AreaValuesByIdsQuery, AreaValuesByIdsQueryVariables> = {
  document: /* GraphQL */ `
    query AreaValuesByIds($ids: [ID!]!) {
      directoriesValuesByIds(ids: $ids) {
        id
        name
        description
        parentId
      }
    }
  `,
};

export const FIND_CONFIGURATOR: Operation<FindConfiguratorQuery, FindConfiguratorQueryVariables> = {
  document: /* GraphQL */ `
    query FindConfigurator($decorId: String, $id: String) {
      findConfigurator(decorId: $decorId, id: $id) {
        _id
        name
        product
        createdAt
      }
    }
  `,
};

export const FIND_PHOTOS: Operation<FindPhotosQuery, FindPhotosQueryVariables> = {
  document: /* GraphQL */ `
    query FindPhotos($decorId: String, $id: String) {
      findPhotos(decorId: $decorId, id: $id) {
        url
        name
      }
    }
  `,
};
