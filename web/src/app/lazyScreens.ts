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
