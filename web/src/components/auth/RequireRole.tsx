import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasRole, type Role } from '../../lib/auth/roles';
import { useAppStore } from '../../stores/appStore';

/**
 * Renders `children` only for a user with one of `roles`; anyone else goes to /login, which gets
 * the page they came from in `location.state.from` so it can send them back after signing in.
 * The server enforces the same rule: this guard only spares people a screen they cannot use.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const user = useAppStore((s) => s.user);
  const location = useLocation();
  if (!hasRole(user, roles)) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
