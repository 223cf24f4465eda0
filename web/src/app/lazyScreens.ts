import { lazy } from 'react';

// Heavy or rarely visited screens load on demand so the homeowner's first load stays small:
// the map screen carries maplibre-gl, the admin area is for a handful of people.
export const MapScreen = lazy(() =>
  import('../features/map/MapScreen').then((m) => ({ default: m.MapScreen })),
);
export const PlanPage = lazy(() =>
  import('../features/plan-page/PlanPage').then((m) => ({ default: m.PlanPage })),
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
