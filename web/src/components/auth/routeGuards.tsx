import { Outlet } from 'react-router';
import { SIGNED_IN } from '../../lib/auth/roles';
import { RequireRole } from './RequireRole';

/** Layout route for personal screens (saved results, profile, site visits): any signed-in account. */
export function SignedInRoutes() {
  return (
    <RequireRole roles={SIGNED_IN}>
      <Outlet />
    </RequireRole>
  );
}

/** Layout route for the back office: admins only. */
export function AdminRoutes() {
  return (
    <RequireRole roles={['ADMIN']}>
      <Outlet />
    </RequireRole>
  );
}
