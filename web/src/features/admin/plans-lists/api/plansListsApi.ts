import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlQueryOptions } from '../../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../../lib/query/keys';
import { PLANS_LISTS } from './plansListsDocuments';

/**
 * The Plans List's keys, under `plansLists`: a change to an account (its name) or to a plan (its
 * title) invalidates it.
 */
export const plansListsKeys = {
  all: [...areaKeys.plansLists, 'admin'] as const,
  page: () => [...plansListsKeys.all, 'page'] as const,
};

/** One page of every user's saved placements; the last page stays shown while the next loads. */
export function usePlansLists(page: number, pageSize: number) {
  return useQuery({
    ...graphqlQueryOptions(plansListsKeys.page(), PLANS_LISTS, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}
