import type { Role } from '../graphql/gql/graphql';

export type { Role };

/** Every role there is, the least powerful first (the order the admin's role select offers). */
export const ROLES: readonly Role[] = ['USER', 'ADMIN'];

/** Every signed-in account, whatever its role. */
export const SIGNED_IN: readonly Role[] = ROLES;

/**
 * Whether `user` may see something restricted to `roles`. An empty list allows everyone,
 * signed in or not; otherwise the user must be signed in with one of the roles.
 */
export function hasRole(
  user: { role: string } | null | undefined,
  roles: readonly Role[],
): boolean {
  if (roles.length === 0) return true;
  if (!user) return false;
  return roles.some((role) => role === user.role);
}
