import { createElement, lazy, type ComponentType } from 'react';
import { loadChunk } from '../components/loadChunk';

/** A screen whose code loads on its first render, or earlier through `preload`. */
export type LazyScreen<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the screen's code; settles once it is here. */
  preload: () => Promise<unknown>;
};

/**
 * A screen whose code loads through `loadChunk`: `name` is both the chunk's name in the error it
 * may show and the export of the module that `load` imports. Once the code is here (preloaded,
 * or shown before) the screen renders at once, without suspending: a plain `lazy` component
 * suspends on its first render even then, and React holds back what a boundary reveals after a
 * fallback for 300 ms, which a phone saw as that much later a plan page's first picture.
 */
function lazyScreen<Name extends string, Props extends object>(
  name: Name,
  load: () => Promise<Record<Name, ComponentType<Props>>>,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= loadChunk(name, load).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        pending = undefined; // the next render asks again
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  const Screen = (props: Props) => createElement(loaded ?? Suspending, props);
  Screen.displayName = name;
  return Object.assign(Screen, { preload });
}

/** Whether `component` (a route element's type) is a screen made by `lazyScreen`. */
export function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && 'preload' in component;
}

// Every screen loads on demand so the homeowner's first load stays small: the map screen carries
// maplibre-gl, the plan page and the catalogue are screens of their own, the admin area is for a
// handful of people, and a visitor who opens a shared plan needs no sign-in form. The screen the
// app opens on is fetched at start (preloadFirstScreen). A chunk that fails or stalls for 120 s
// says so on the route's error screen, which offers a reload.
export const MapScreen = lazyScreen('MapScreen', () => import('../features/map/MapScreen'));
export const LoginScreen = lazyScreen('LoginScreen', () => import('../features/auth/LoginScreen'));
export const RegisterScreen = lazyScreen(
  'RegisterScreen',
  () => import('../features/auth/RegisterScreen'),
);
export const ForgotPasswordScreen = lazyScreen(
  'ForgotPasswordScreen',
  () => import('../features/auth/ForgotPasswordScreen'),
);
export const ResetPasswordScreen = lazyScreen(
  'ResetPasswordScreen',
  () => import('../features/auth/ResetPasswordScreen'),
);
export const ResendSignupTokenScreen = lazyScreen(
  'ResendSignupTokenScreen',
  () => import('../features/auth/ResendSignupTokenScreen'),
);
export const VerifySignUpScreen = lazyScreen(
  'VerifySignUpScreen',
  () => import('../features/auth/VerifySignUpScreen'),
);
export const ProfileScreen = lazyScreen(
  'ProfileScreen',
  () => import('../features/auth/ProfileScreen'),
);
export const MyPlansScreen = lazyScreen(
  'MyPlansScreen',
  () => import('../features/my-plans/MyPlansScreen'),
);
export const ToolsScreen = lazyScreen('ToolsScreen', () => import('../features/tools/ToolsScreen'));
export const PlanPage = lazyScreen('PlanPage', () => import('../features/plan-page/PlanPage'));
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
