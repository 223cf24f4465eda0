import { GraphQLRequestError } from '../../../lib/graphql/client';
import type { AdminContractorQuery } from '../../../lib/graphql/gql/graphql';
import { useAdminQuery } from '../adminQueries';
import { ADMIN_CONTRACTOR, CONTRACTORS_KEY } from './contractorOperations';

export type AdminContractor = NonNullable<AdminContractorQuery['contractor']>;

/** One contractor for the view and edit screens: the contractor, or why there is none. */
export function useAdminContractor(
  id: string,
):
  { status: 'loading' | 'notFound' | 'failed' } | { status: 'ready'; contractor: AdminContractor } {
  const { data, error, isPending } = useAdminQuery(CONTRACTORS_KEY, ADMIN_CONTRACTOR, { id });
  if (isPending) return { status: 'loading' };
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  if (error && !missing) return { status: 'failed' };
  if (!data?.contractor) return { status: 'notFound' };
  return { status: 'ready', contractor: data.contractor };
}
