import { lazyComponent, type LazyComponent } from '../components/lazyComponent';

/** The screens of the routes: each loads on its first render, or earlier through `preload`. */
const lazyScreen = lazyComponent;

/** Whether `component` (a route element's type) is a screen made by `lazyScreen`. */
export function isLazyScreen(component: unknown): component is LazyComponent {
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
