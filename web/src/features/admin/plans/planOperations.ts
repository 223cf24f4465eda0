import { graphql } from '../../../lib/graphql/gql';

/** One page of the admin plan list. */
export const ADMIN_PLANS = graphql(`
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

/** One level of the area picker: the values of a places directory under one parent. */
export const AREA_VALUES = graphql(`
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
`);

/** The names (and parents) of the areas a saved plan names. */
export const AREA_VALUES_BY_IDS = graphql(`
  query AreaValuesByIds($ids: [ID!]!) {
    directoriesValuesByIds(ids: $ids) {
      id
      name
      description
      parentId
    }
  }
`);

export const FIND_CONFIGURATOR = graphql(`
  query FindConfigurator($decorId: String, $id: String) {
    findConfigurator(decorId: $decorId, id: $id) {
      _id
      name
      product
      createdAt
    }
  }
`);

export const FIND_PHOTOS = graphql(`
  query FindPhotos($decorId: String, $id: String) {
    findPhotos(decorId: $decorId, id: $id) {
      url
      name
    }
  }
`);
