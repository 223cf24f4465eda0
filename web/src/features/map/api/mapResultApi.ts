import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql/client';
import type { MapResultCreateMutationVariables } from '../../../lib/graphql/gql/graphql';
import { areaKeys } from '../../../lib/query/keys';
import { MAP_RESULT_CREATE, MAP_RESULT_UPDATE } from './mapResultDocuments';
import { isNotFound } from './notFound';

/** A placement as Save stores it: the plan, its lot and map, the fit figures and a snapshot. */
export type MapResultInput = MapResultCreateMutationVariables['input'];

/**
 * Saves `input` over the saved plan `over` (the one the map was saved as), or as a new saved plan
 * when there is none or it is gone (deleted meanwhile). Answers the saved plan's id.
 */
async function saveMapResult({
  over,
  input,
}: {
  over: string | undefined;
  input: MapResultInput;
}): Promise<string> {
  if (over) {
    try {
      return (await gqlRequest(MAP_RESULT_UPDATE, { id: over, input })).mapResultUpdate.id;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return (await gqlRequest(MAP_RESULT_CREATE, { input })).mapResultCreate.id;
}

/**
 * Saves the placement to My Plans (see `saveMapResult`); every screen that shows saved plans (My
 * Plans, a plan page's placement) shows the saved one at once.
 */
export function useSaveMapResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMapResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys.mapResults }),
  });
}
