import { graphql } from '../../../lib/graphql/gql';

// What the sections below the fold ask for, on their own: they load in a chunk of their own
// (sections/PlanPageLowerSections), and so do these documents.

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

/** Names of the pre-approved states, counties and cities, which the plan holds as value ids. */
export const DIRECTORY_VALUES = graphql(`
  query DirectoryValues($ids: [ID!]!) {
    directoriesValuesByIds(ids: $ids) {
      id
      name
    }
  }
`);
