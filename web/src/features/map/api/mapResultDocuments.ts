import { graphql } from '../../../lib/graphql/gql';

/** Saves the placed plan with its lot, fit figures and a snapshot of the map. */
export const MAP_RESULT_CREATE = graphql(`
  mutation MapResultCreate($input: MapResultInput!) {
    mapResultCreate(input: $input) {
      id
      planId
    }
  }
`);

/** Saves the placement again over the saved plan it was saved as (Save after Save). */
export const MAP_RESULT_UPDATE = graphql(`
  mutation MapResultUpdate($id: ID!, $input: MapResultInput!) {
    mapResultUpdate(id: $id, input: $input) {
      id
      planId
    }
  }
`);
