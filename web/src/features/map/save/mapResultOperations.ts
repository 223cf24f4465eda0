import type {
  MapResultCreateMutation,
  MapResultCreateMutationVariables,
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
