import { lazyComponent, type LazyComponent } from '../components/lazyComponent';

/** Whether `component` (a route element's type) is a screen made by `lazyComponent`. */
export function isLazyScreen(component: unknown): component is LazyComponent {
  return typeof component === 'function' && 'preload' in component;
}

// Every screen loads on demand so the homeowner's first load stays small: the map screen carries
// maplibre-gl, the plan page and the catalogue are screens of their own, the admin area is for a
// handful of people, and a visitor who opens a shared plan needs no sign-in form. The screen the
// app opens on is fetched at start (preloadFirstScreen). A chunk that fails or stalls for 120 s
// says so on the route's error screen, which offers a reload.
export const MapScreen = lazyComponent('MapScreen', () => import('../features/map/MapScreen'));
export const LoginScreen = lazyComponent(
  'LoginScreen',
  () => import('../features/auth/LoginScreen'),
);
export const RegisterScreen = lazyComponent(
  'RegisterScreen',
  () => import('../features/auth/RegisterScreen'),
);
export const ForgotPasswordScreen = lazyComponent(
  'ForgotPasswordScreen',
  () => import('../features/auth/ForgotPasswordScreen'),
);
export const ResetPasswordScreen = lazyComponent(
  'ResetPasswordScreen',
  () => import('../features/auth/ResetPasswordScreen'),
);
export const ResendSignupTokenScreen = lazyComponent(
  'ResendSignupTokenScreen',
  () => import('../features/auth/ResendSignupTokenScreen'),
);
export const VerifySignUpScreen = lazyComponent(
  'VerifySignUpScreen',
  () => import('../features/auth/VerifySignUpScreen'),
);
export const ProfileScreen = lazyComponent(
  'ProfileScreen',
  () => import('../features/auth/ProfileScreen'),
);
export const MyPlansScreen = lazyComponent(
  'MyPlansScreen',
  () => import('../features/my-plans/MyPlansScreen'),
);
export const ToolsScreen = lazyComponent(
  'ToolsScreen',
  () => import('../features/tools/ToolsScreen'),
);
export const PlanPage = lazyComponent('PlanPage', () => import('../features/plan-page/PlanPage'));
export const PlansScreen = lazyComponent(
  'PlansScreen',
  () => import('../features/plans/PlansScreen'),
);
export const AdminDashboard = lazyComponent(
  'AdminDashboard',
  () => import('../features/admin/AdminDashboard'),
);
export const AdminUsersList = lazyComponent(
  'UsersListScreen',
  () => import('../features/admin/users/UsersListScreen'),
);
export const AdminUserView = lazyComponent(
  'UserViewScreen',
  () => import('../features/admin/users/UserViewScreen'),
);
export const AdminUserEdit = lazyComponent(
  'UserEditScreen',
  () => import('../features/admin/users/UserEditScreen'),
);
export const AdminUserCreate = lazyComponent(
  'UserCreateScreen',
  () => import('../features/admin/users/UserCreateScreen'),
);
export const AdminSitePlanOrders = lazyComponent(
  'SitePlanOrdersScreen',
  () => import('../features/admin/orders/SitePlanOrdersScreen'),
);

const loadContractorForms = () => import('../features/admin/contractors/ContractorFormScreen');
export const AdminContractorsList = lazyComponent(
  'ContractorsListScreen',
  () => import('../features/admin/contractors/ContractorsListScreen'),
);
export const AdminContractorView = lazyComponent(
  'ContractorViewScreen',
  () => import('../features/admin/contractors/ContractorViewScreen'),
);
export const AdminContractorCreate = lazyComponent('ContractorCreateScreen', loadContractorForms);
export const AdminContractorEdit = lazyComponent('ContractorEditScreen', loadContractorForms);
const loadDirectoryForms = () => import('../features/admin/directories/DirectoryFormScreen');
export const AdminDirectoriesList = lazyComponent(
  'DirectoriesListScreen',
  () => import('../features/admin/directories/DirectoriesListScreen'),
);
export const AdminDirectoryView = lazyComponent(
  'DirectoryViewScreen',
  () => import('../features/admin/directories/DirectoryViewScreen'),
);
export const AdminDirectoryCreate = lazyComponent('DirectoryCreateScreen', loadDirectoryForms);
export const AdminDirectoryEdit = lazyComponent('DirectoryEditScreen', loadDirectoryForms);
const loadParcelSourceForms = () =>
  import('../features/admin/parcel-sources/ParcelSourceFormScreen');
export const AdminParcelSourcesList = lazyComponent(
  'ParcelSourcesListScreen',
  () => import('../features/admin/parcel-sources/ParcelSourcesListScreen'),
);
export const AdminParcelSourceView = lazyComponent(
  'ParcelSourceViewScreen',
  () => import('../features/admin/parcel-sources/ParcelSourceViewScreen'),
);
export const AdminParcelSourceCreate = lazyComponent(
  'ParcelSourceCreateScreen',
  loadParcelSourceForms,
);
export const AdminParcelSourceEdit = lazyComponent('ParcelSourceEditScreen', loadParcelSourceForms);
const loadRuleSetForms = () => import('../features/admin/rule-sets/RuleSetFormScreen');
export const AdminRuleSetsList = lazyComponent(
  'RuleSetsListScreen',
  () => import('../features/admin/rule-sets/RuleSetsListScreen'),
);
export const AdminRuleSetView = lazyComponent(
  'RuleSetViewScreen',
  () => import('../features/admin/rule-sets/RuleSetViewScreen'),
);
export const AdminRuleSetCreate = lazyComponent('RuleSetCreateScreen', loadRuleSetForms);
export const AdminRuleSetEdit = lazyComponent('RuleSetEditScreen', loadRuleSetForms);
export const AdminApiKeysList = lazyComponent(
  'ApiKeysListScreen',
  () => import('../features/admin/api-keys/ApiKeysListScreen'),
);
export const AdminPlansList = lazyComponent(
  'PlansListScreen',
  () => import('../features/admin/plans/PlansListScreen'),
);
export const AdminPlanDetail = lazyComponent(
  'PlanDetailScreen',
  () => import('../features/admin/plans/PlanDetailScreen'),
);
const loadPlanForms = () => import('../features/admin/plans/PlanFormScreen');
export const AdminPlanCreate = lazyComponent('PlanCreateScreen', loadPlanForms);
export const AdminPlanEdit = lazyComponent('PlanEditScreen', loadPlanForms);
export const AdminCreativeStudio = lazyComponent(
  'CreativeStudioScreen',
  () => import('../features/creative-studio/CreativeStudioScreen'),
);
export const AdminProducts = lazyComponent(
  'ProductsScreen',
  () => import('../features/admin/products/ProductsScreen'),
);
export const AdminPlansLists = lazyComponent(
  'PlansListsScreen',
  () => import('../features/admin/plans-lists/PlansListsScreen'),
);
export const SiteVisitList = lazyComponent(
  'SiteVisitListScreen',
  () => import('../features/site-visits/SiteVisitListScreen'),
);
export const SiteVisitNew = lazyComponent(
  'SiteVisitNewScreen',
  () => import('../features/site-visits/SiteVisitNewScreen'),
);
export const SiteVisitView = lazyComponent(
  'SiteVisitViewScreen',
  () => import('../features/site-visits/SiteVisitViewScreen'),
);
export const AdminSiteVisits = lazyComponent(
  'AdminSiteVisitsScreen',
  () => import('../features/site-visits/AdminSiteVisitsScreen'),
);
export const SiteVisitEdit = lazyComponent(
  'SiteVisitEditScreen',
  () => import('../features/site-visits/SiteVisitEditScreen'),
);
