import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserQuery } from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { adminRecordKeys, areaKeys } from '../../../../lib/query/keys';
import { ADMIN_USER, ADMIN_USERS, USER_DELETE, USER_UPDATE } from './usersDocuments';

export type AdminUser = NonNullable<AdminUserQuery['user']>;

/** The back office's account keys, under `users`. */
export const usersKeys = adminRecordKeys(areaKeys.users);

/** Every account, for the list (searched and paged in the browser). */
export function useAdminUsers() {
  return useQuery(graphqlQueryOptions(usersKeys.list(), ADMIN_USERS, {}));
}

/** One account for its view and edit screens; `null` when there is none. */
export function useAdminUser(id: string) {
  return useQuery({
    ...graphqlQueryOptions(usersKeys.detail(id), ADMIN_USER, { id }),
    select: (data) => data.user,
  });
}

/**
 * Changes an account's name, email, role and verified status: the users list and the account's
 * detail show it at once, and so does the Plans List (each saved plan names its user).
 */
export function useUpdateUser() {
  return useGraphQLMutation(USER_UPDATE, { invalidates: [areaKeys.users, areaKeys.plansLists] });
}

/**
 * Deletes an account: the users list and the Plans List follow; the account's own detail is
 * dropped rather than asked again (the screen showing it is on its way back to the list).
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useGraphQLMutation(USER_DELETE, {
    invalidates: [usersKeys.list(), areaKeys.plansLists],
    onSuccess: (_deleted, { id }) => {
      queryClient.removeQueries({ queryKey: usersKeys.detail(id) });
    },
  });
}
