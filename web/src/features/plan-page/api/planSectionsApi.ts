import { useQuery } from '@tanstack/react-query';
import { graphqlQueryOptions } from '../../../lib/query/graphqlQuery';
import { planPageKeys } from './planViewQuery';
import { DIRECTORY_VALUES, PLANS_TOTAL, SIMILAR_PLANS } from './planSectionsDocuments';

/** Up to four visible plans like plan `id`. */
export function useSimilarPlans(id: string) {
  return useQuery(graphqlQueryOptions(planPageKeys.similar(id), SIMILAR_PLANS, { id }));
}

/** How many visible plans the library holds. */
export function usePlansTotal() {
  return useQuery(graphqlQueryOptions(planPageKeys.total(), PLANS_TOTAL, {}));
}

/** The names of directory values `ids`; idle while `enabled` is false. */
export function useDirectoryValues(ids: string[], { enabled = true } = {}) {
  return useQuery({
    ...graphqlQueryOptions(planPageKeys.directoryValues(), DIRECTORY_VALUES, { ids }),
    enabled,
  });
}
