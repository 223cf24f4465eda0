import { Navigate, type RouteObject } from 'react-router';
import { AdminRoutes, SignedInRoutes } from '../components/auth/routeGuards';
import { RootLayout } from '../components/layout/RootLayout';
import { NotFoundScreen } from '../components/NotFoundScreen';
import { lazyComponent } from '../components/lazyComponent';
import { RouteErrorScreen } from '../components/RouteErrorScreen';
import {
  AdminContractorCreate,
  AdminCreativeStudio,
  AdminContractorEdit,
  AdminContractorsList,
  AdminContractorView,
  AdminDashboard,
  AdminDirectoriesList,
  AdminDirectoryCreate,
  AdminDirectoryEdit,
  AdminDirectoryView,
  AdminParcelSourceCreate,
  AdminParcelSourceEdit,
  AdminParcelSourcesList,
  AdminParcelSourceView,
  AdminPlanCreate,
  AdminPlanDetail,
  AdminPlanEdit,
  AdminPlansList,
  AdminPlansLists,
  AdminProducts,
  AdminSitePlanOrders,
  AdminUserCreate,
  AdminUserEdit,
  AdminUsersList,
  AdminUserView,
  AdminSiteVisits,
  ForgotPasswordScreen,
  LoginScreen,
  MapScreen,
  MyPlansScreen,
  PlanPage,
  PlansScreen,
  ProfileScreen,
  RegisterScreen,
  ResendSignupTokenScreen,
  ResetPasswordScreen,
  SiteVisitEdit,
  SiteVisitList,
  SiteVisitNew,
  SiteVisitView,
  ToolsScreen,
  VerifySignUpScreen,
} from './lazyScreens';

// The local rules' screens, loaded on demand as every other admin screen (lazyScreens.ts).
const loadRuleSetForms = () => import('../features/admin/rule-sets/RuleSetFormScreen');
const AdminRuleSetsList = lazyComponent(
  'RuleSetsListScreen',
  () => import('../features/admin/rule-sets/RuleSetsListScreen'),
);
const AdminRuleSetView = lazyComponent(
  'RuleSetViewScreen',
  () => import('../features/admin/rule-sets/RuleSetViewScreen'),
);
const AdminRuleSetCreate = lazyComponent('RuleSetCreateScreen', loadRuleSetForms);
const AdminRuleSetEdit = lazyComponent('RuleSetEditScreen', loadRuleSetForms);

/** Every route of SPEC §2.1 and §2.4, and the back office's site-plan orders. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <MapScreen /> },
      // The signed-out mobile logo links here; the map is the dashboard.
      { path: 'dashboard', element: <Navigate to="/" replace /> },
      { path: 'login', element: <LoginScreen /> },
      { path: 'register', element: <RegisterScreen /> },
      { path: 'forgot-password', element: <ForgotPasswordScreen /> },
      { path: 'reset-password/:token', element: <ResetPasswordScreen /> },
      { path: 'resend-signup-token', element: <ResendSignupTokenScreen /> },
      { path: 'verify-sign-up', element: <VerifySignUpScreen /> },
      { path: 'verify-sign-up/:token', element: <VerifySignUpScreen /> },
      { path: 'plans', element: <PlansScreen /> },
      { path: 'plan/:id', element: <PlanPage /> },
      { path: 'plan/:id/:mapId', element: <PlanPage /> },
      { path: 'tools', element: <ToolsScreen /> },
      {
        element: <SignedInRoutes />,
        children: [
          { path: 'user', element: <ProfileScreen /> },
          { path: 'user/profile', element: <ProfileScreen /> },
          { path: 'my-plans', element: <MyPlansScreen /> },
          { path: 'site-visit/new', element: <SiteVisitNew /> },
          { path: 'site-visit/list', element: <SiteVisitList /> },
          { path: 'site-visit/edit/:id', element: <SiteVisitEdit /> },
          { path: 'site-visit/:id', element: <SiteVisitView /> },
        ],
      },
      {
        path: 'admin',
        element: <AdminRoutes />,
        children: [
          { index: true, element: <AdminDashboard /> },
          { path: 'directories', element: <AdminDirectoriesList /> },
          { path: 'directory/new', element: <AdminDirectoryCreate /> },
          { path: 'directory/edit/:id', element: <AdminDirectoryEdit /> },
          { path: 'directory/:id', element: <AdminDirectoryView /> },
          { path: 'contractors', element: <AdminContractorsList /> },
          { path: 'contractor/new', element: <AdminContractorCreate /> },
          { path: 'contractor/edit/:id', element: <AdminContractorEdit /> },
          { path: 'contractor/:id', element: <AdminContractorView /> },
          { path: 'users', element: <AdminUsersList /> },
          { path: 'user/new', element: <AdminUserCreate /> },
          { path: 'user/edit/:id', element: <AdminUserEdit /> },
          { path: 'user/:id', element: <AdminUserView /> },
          { path: 'plans', element: <AdminPlansList /> },
          { path: 'plan/new', element: <AdminPlanCreate /> },
          // The plan as homeowners see it; an admin also sees a hidden plan there.
          { path: 'plan/view/:id', element: <PlanPage /> },
          { path: 'plan/edit/:id', element: <AdminPlanEdit /> },
          { path: 'plan/creative-studio/:id', element: <AdminCreativeStudio /> },
          { path: 'plan/:id', element: <AdminPlanDetail /> },
          { path: 'products-of-configurators', element: <AdminProducts /> },
          { path: 'plans-lists', element: <AdminPlansLists /> },
          { path: 'site-visits', element: <AdminSiteVisits /> },
          { path: 'site-plan-orders', element: <AdminSitePlanOrders /> },
          { path: 'parcel-sources', element: <AdminParcelSourcesList /> },
          { path: 'parcel-source/new', element: <AdminParcelSourceCreate /> },
          { path: 'parcel-source/edit/:id', element: <AdminParcelSourceEdit /> },
          { path: 'parcel-source/:id', element: <AdminParcelSourceView /> },
          { path: 'rule-sets', element: <AdminRuleSetsList /> },
          { path: 'rule-set/new', element: <AdminRuleSetCreate /> },
          { path: 'rule-set/edit/:id', element: <AdminRuleSetEdit /> },
          { path: 'rule-set/:id', element: <AdminRuleSetView /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
