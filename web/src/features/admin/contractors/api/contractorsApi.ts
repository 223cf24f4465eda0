import { useQuery } from '@tanstack/react-query';
import type { AdminContractorQuery } from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { adminRecordKeys, areaKeys } from '../../../../lib/query/keys';
import {
  ADMIN_CONTRACTOR,
  ADMIN_CONTRACTORS,
  CONTRACTOR_CREATE,
  CONTRACTOR_UPDATE,
  REMOVE_CONTRACTOR,
} from './contractorsDocuments';

export type AdminContractor = NonNullable<AdminContractorQuery['contractor']>;

/** The back office's contractor keys, under `contractors`, which every contractor change invalidates. */
export const contractorsKeys = adminRecordKeys(areaKeys.contractors);

/**
 * What a contractor's change shows on: every contractor list and detail (the catalogue's
 * contractor filter too), and the plans that name it (their contractor's name, 'removed').
 */
const CONTRACTOR_CHANGES = [areaKeys.contractors, areaKeys.plans];

/** Every contractor not removed, by name (the list, the plan form's choices). */
export function useAdminContractors() {
  return useQuery(graphqlQueryOptions(contractorsKeys.list(), ADMIN_CONTRACTORS, {}));
}

/** One contractor for its view and edit screens; `null` when there is none. */
export function useAdminContractor(id: string) {
  return useQuery({
    ...graphqlQueryOptions(contractorsKeys.detail(id), ADMIN_CONTRACTOR, { id }),
    select: (data) => data.contractor,
  });
}

export function useCreateContractor() {
  return useGraphQLMutation(CONTRACTOR_CREATE, { invalidates: CONTRACTOR_CHANGES });
}

export function useUpdateContractor() {
  return useGraphQLMutation(CONTRACTOR_UPDATE, { invalidates: CONTRACTOR_CHANGES });
}

export function useRemoveContractor() {
  return useGraphQLMutation(REMOVE_CONTRACTOR, { invalidates: CONTRACTOR_CHANGES });
}
