import { GraphQLRequestError } from '../../../lib/graphql/client';
import type { AdminUserQuery } from '../../../lib/graphql/gql/graphql';
import { useGraphQLQuery } from '../../../lib/graphql/useGraphQLQuery';
import { ADMIN_USER } from './userOperations';

export type AdminUser = NonNullable<AdminUserQuery['user']>;

/**
 * One account for the view and edit screens: the user, or why there is none. The API answers
 * null for an unknown id, and NOT_FOUND for one it cannot even parse; both are 'User not found'.
 */
export function useAdminUser(
  id: string,
): { status: 'loading' | 'notFound' | 'failed' } | { status: 'ready'; user: AdminUser } {
  const { data, error, loading } = useGraphQLQuery(ADMIN_USER, { id });
  if (loading) return { status: 'loading' };
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  if (error && !missing) return { status: 'failed' };
  if (!data?.user) return { status: 'notFound' };
  return { status: 'ready', user: data.user };
}
