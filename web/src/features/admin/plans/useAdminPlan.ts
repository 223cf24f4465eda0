import { useQuery } from '@tanstack/react-query';
import { GraphQLRequestError } from '../../../lib/graphql/client';
import { messageOr } from '../../../lib/graphql/errors';
import type { AdminPlanQuery } from '../../../lib/graphql/gql/graphql';
import { PLANS_KEY } from '../../../lib/graphql/queryKeys';
import { adminQueryOptions } from '../adminQueries';
import { ADMIN_PLAN } from './planOperations';

export type AdminPlan = NonNullable<AdminPlanQuery['plan']>;

export type AdminPlanResult =
  | { status: 'loading' | 'notFound' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; plan: AdminPlan };

/**
 * One plan for the admin detail and the plan form, always asked of the server when the screen
 * opens (SPEC §7.2: network-only), so an edit starts from what is stored.
 */
export function useAdminPlan(id: string): AdminPlanResult {
  const { data, error, isPending } = useQuery({
    ...adminQueryOptions(PLANS_KEY, ADMIN_PLAN, { id }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  if (isPending) return { status: 'loading' };
  const missing = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  if (error && !missing) return { status: 'failed', message: messageOr(error, 'Unknown error') };
  if (!data?.plan) return { status: 'notFound' };
  return { status: 'ready', plan: data.plan };
}
