import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../components/loadChunk';

/**
 * A screen whose code loads on its first render, through `loadChunk`: `name` is both the chunk's
 * name in the error it may show and the export of the module that `load` imports.
 */
function lazyScreen<Name extends string, Props extends object>(
  name: Name,
  load: () => Promise<Record<Name, ComponentType<Props>>>,
) {
  return lazy(() => loadChunk(name, load).then((m) => ({ default: m[name] })));
}

// Heavy or rarely visited screens load on demand so the homeowner's first load stays small:
// the map screen carries maplibre-gl, the plan page and the catalogue are screens of their own,
// the admin area is for a handful of people. A chunk that fails or stalls for 120 s says so on
// the route's error screen, which offers a reload.
export const MapScreen = lazyScreen('MapScreen', () => import('../features/map/MapScreen'));
const loadPlanPage = () => import('../features/plan-page/PlanPage');
export const PlanPage = lazyScreen('PlanPage', loadPlanPage);
export const PlansScreen = lazyScreen('PlansScreen', () => import('../features/plans/PlansScreen'));
export const AdminDashboard = lazyScreen(
  'AdminDashboard',
  () => import('../features/admin/AdminDashboard'),
);
export const AdminUsersList = lazyScreen(
  'UsersListScreen',
  () => import('../features/admin/users/UsersListScreen'),
);
export const AdminUserView = lazyScreen(
  'UserViewScreen',
  () => import('../features/admin/users/UserViewScreen'),
);
export const AdminUserEdit = lazyScreen(
  'UserEditScreen',
  () => import('../features/admin/users/UserEditScreen'),
);
export const AdminUserCreate = lazyScreen(
  'UserCreateScreen',
  () => import('../features/admin/users/UserCreateScreen'),
);
export const AdminSitePlanOrders = lazyScreen(
  'SitePlanOrdersScreen',
  () => import('../features/admin/orders/SitePlanOrdersScreen'),
);

/**
 * Starts fetching the screen of a deep link (a shared plan page) at start, so its chunk downloads
 * while the first login check runs instead of after it.
 */
export function preloadScreenFor(pathname: string) {
  if (pathname.startsWith('/plan/')) void loadChunk('PlanPage', loadPlanPage);
}
const loadContractorForms = () => import('../features/admin/contractors/ContractorFormScreen');
export const AdminContractorsList = lazyScreen(
  'ContractorsListScreen',
  () => import('../features/admin/contractors/ContractorsListScreen'),
);
export const AdminContractorView = lazyScreen(
  'ContractorViewScreen',
  () => import('../features/admin/contractors/ContractorViewScreen'),
);
export const AdminContractorCreate = lazyScreen('ContractorCreateScreen', loadContractorForms);
export const AdminContractorEdit = lazyScreen('ContractorEditScreen', loadContractorForms);
const loadDirectoryForms = () => import('../features/admin/directories/DirectoryFormScreen');
export const AdminDirectoriesList = lazyScreen(
  'DirectoriesListScreen',
  () => import('../features/admin/directories/DirectoriesListScreen'),
);
export const AdminDirectoryView = lazyScreen(
  'DirectoryViewScreen',
  () => import('../features/admin/directories/DirectoryViewScreen'),
);
export const AdminDirectoryCreate = lazyScreen('DirectoryCreateScreen', loadDirectoryForms);
export const AdminDirectoryEdit = lazyScreen('DirectoryEditScreen', loadDirectoryForms);
export const AdminPlansList = lazyScreen(
  'PlansListScreen',
  () => import('../features/admin/plans/PlansListScreen'),
);
export const AdminPlanDetail = lazyScreen(
  'PlanDetailScreen',
  () => import('../features/admin/plans/PlanDetailScreen'),
);
const loadPlanForms = () => import('../features/admin/plans/PlanFormScreen');
export const AdminPlanCreate = lazyScreen('PlanCreateScreen', loadPlanForms);
export const AdminPlanEdit = lazyScreen('PlanEditScreen', loadPlanForms);
export const AdminCreativeStudio = lazyScreen(
  'CreativeStudioScreen',
  () => import('../features/creative-studio/CreativeStudioScreen'),
);
export const AdminProducts = lazyScreen(
  'ProductsScreen',
  () => import('../features/admin/products/ProductsScreen'),
);
export const AdminPlansLists = lazyScreen(
  'PlansListsScreen',
  () => import('../features/admin/plans-lists/PlansListsScreen'),
);
export const SiteVisitList = lazyScreen(
  'SiteVisitListScreen',
  () => import('../features/site-visits/SiteVisitListScreen'),
);
export const SiteVisitNew = lazyScreen(
  'SiteVisitNewScreen',
  () => import('../features/site-visits/SiteVisitNewScreen'),
);
export const SiteVisitView = lazyScreen(
  'SiteVisitViewScreen',
  () => import('../features/site-visits/SiteVisitViewScreen'),
);
export const AdminSiteVisits = lazyScreen(
  'AdminSiteVisitsScreen',
  () => import('../features/site-visits/AdminSiteVisitsScreen'),
);
export const SiteVisitEdit = lazyScreen(
  'SiteVisitEditScreen',
  () => import('../features/site-visits/SiteVisitEditScreen'),
);
