import type {
  MapResultCreateMutation,
  MapResultCreateMutationVariables,
  MapResultUpdateMutation,
  MapResultUpdateMutationVariables,
  SavedResultToOpenQuery,
  SavedResultToOpenQueryVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';

/** Saves the placed plan with its lot, fit figures and a snapshot of the map. */
export const MAP_RESULT_CREATE: Operation<
  MapResultCreateMutation,
  MapResultCreateMutationVariables
> = {
  document: /* GraphQL */ `
    mutation MapResultCreate($input: MapResultInput!) {
      mapResultCreate(input: $input) {
        id
        planId
      }
    }
  `,
};

/** Saves the placement again over the saved plan it was saved as (Save after Save). */
export const MAP_RESULT_UPDATE: Operation<
  MapResultUpdateMutation,
  MapResultUpdateMutationVariables
> = {
  document: /* GraphQL */ `
    mutation MapResultUpdate($id: ID!, $input: MapResultInput!) {
      mapResultUpdate(id: $id, input: $input) {
        id
        planId
      }
    }
  `,
};

/** A saved plan's map, to open it on the map again (My Plans → Open on map). */
export const SAVED_RESULT_TO_OPEN: Operation<
  SavedResultToOpenQuery,
  SavedResultToOpenQueryVariables
> = {
  document: /* GraphQL */ `
    query SavedResultToOpen($id: ID!) {
      mapResult(id: $id) {
        id
        planId
        address
        map
      }
    }
  `,
};
