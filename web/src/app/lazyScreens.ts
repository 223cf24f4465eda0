import { lazy } from 'react';

// Heavy or rarely visited screens load on demand so the homeowner's first load stays small:
// the map screen carries maplibre-gl, the plan page and the catalogue are screens of their own,
// the admin area is for a handful of people.
export const MapScreen = lazy(() =>
  import('../features/map/MapScreen').then((m) => ({ default: m.MapScreen })),
);
const loadPlanPage = () => import('../features/plan-page/PlanPage');
export const PlanPage = lazy(() => loadPlanPage().then((m) => ({ default: m.PlanPage })));
export const PlansScreen = lazy(() =>
  import('../features/plans/PlansScreen').then((m) => ({ default: m.PlansScreen })),
);
export const AdminDashboard = lazy(() =>
  import('../features/admin/AdminDashboard').then((m) => ({ default: m.AdminDashboard })),
);
export const AdminPlaceholder = lazy(() =>
  import('../features/admin/AdminPlaceholder').then((m) => ({ default: m.AdminPlaceholder })),
);
export const AdminUsersList = lazy(() =>
  import('../features/admin/users/UsersListScreen').then((m) => ({ default: m.UsersListScreen })),
);
export const AdminUserView = lazy(() =>
  import('../features/admin/users/UserViewScreen').then((m) => ({ default: m.UserViewScreen })),
);
export const AdminUserEdit = lazy(() =>
  import('../features/admin/users/UserEditScreen').then((m) => ({ default: m.UserEditScreen })),
);
export const AdminUserCreate = lazy(() =>
  import('../features/admin/users/UserCreateScreen').then((m) => ({
    default: m.UserCreateScreen,
  })),
);

/**
 * Starts fetching the screen of a deep link (a shared plan page) at start, so its chunk downloads
 * while the first login check runs instead of after it.
 */
export function preloadScreenFor(pathname: string) {
  if (pathname.startsWith('/plan/')) void loadPlanPage();
}
