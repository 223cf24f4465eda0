import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import {
  MAP_RESULT_DELETE,
  MAP_RESULT_RENAME,
  MAP_RESULT_RESTORE,
  MY_MAP_RESULTS,
  MY_SAVED_PLAN_COPIES,
} from './myPlansDocuments';

/** My Plans' query keys: under `mapResults`, which every change to a saved plan invalidates. */
export const myPlansKeys = {
  all: [...areaKeys.mapResults, 'mine'] as const,
  page: () => [...myPlansKeys.all, 'page'] as const,
  copies: () => [...myPlansKeys.all, 'copies'] as const,
};

/** One page of the signed-in user's saved plans; the last page stays shown while the next loads. */
export function useMyMapResults(page: number, pageSize: number) {
  return useQuery({
    ...graphqlQueryOptions(myPlansKeys.page(), MY_MAP_RESULTS, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Every saved plan's plan and save time, to number the copies of a plan across pages. */
export function useMySavedPlanCopies() {
  return useQuery(graphqlQueryOptions(myPlansKeys.copies(), MY_SAVED_PLAN_COPIES, {}));
}

/** Renames a saved plan; every list of saved plans shows the new name. */
export function useRenameMapResult() {
  return useGraphQLMutation(MAP_RESULT_RENAME, { invalidates: [areaKeys.mapResults] });
}

/** Deletes a saved plan (the list and the copy numbers follow); `useRestoreMapResult` undoes it. */
export function useDeleteMapResult() {
  return useGraphQLMutation(MAP_RESULT_DELETE, { invalidates: [areaKeys.mapResults] });
}

export function useRestoreMapResult() {
  return useGraphQLMutation(MAP_RESULT_RESTORE, { invalidates: [areaKeys.mapResults] });
}
