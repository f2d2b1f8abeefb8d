import { createBrowserRouter } from 'react-router';
import { BusyIndicator } from '#components/ui/busy-indicator';
import type { CONFIRM_EMAIL_PAGE as ConfirmEmailPage } from '#contracts/providers';
import { HomePage } from '#features/public-site/pages/home-page';
import { MinimalLayout } from './layouts/minimal-layout';
import { SiteLayout } from './layouts/site-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** Shown while the first page's code loads. */
function PageLoader() {
  return <BusyIndicator label="Loading" minHeight="60vh" />;
}

// Account and admin pages load on demand, so the home page stays light.
const authPages = {
  ResetPasswordPage: () => import('#features/auth/pages/reset-password-page'),
  AdminLoginPage: () => import('#features/auth/pages/admin-login-page'),
  RoleChoicePage: () => import('#features/auth/pages/role-choice-page'),
  ClientSignupPage: () => import('#features/auth/pages/client-signup-page'),
  ProviderRegistrationPage: () => import('#features/auth/pages/provider-registration-page'),
  LoginPage: () => import('#features/auth/pages/login-page'),
  ForgotPasswordPage: () => import('#features/auth/pages/forgot-password-page'),
};
const admin = () => import('#features/admin/pages/admin-dashboard-page');
const catalog = {
  CategoriesPage: () => import('#features/catalog/pages/categories-page'),
  CategoryPage: () => import('#features/catalog/pages/category-page'),
};
const requestForm = () => import('#features/requests/pages/request-form-page');
const guards = () => import('./guard-routes');

/**
 * contracts/providers' CONFIRM_EMAIL_PAGE, written out: importing the module would bring its
 * schemas (and zod) into the first load. The type checks that both stay the same.
 */
const CONFIRM_EMAIL_PAGE: typeof ConfirmEmailPage = '/confirm-email';

/** Every route of the spec, once. Matching is case-insensitive (react-router's default). */
export const router = createBrowserRouter([
  {
    // The admin and reset-password pages show no navigation bar and no footer.
    element: <MinimalLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      {
        path: '/resetpassword',
        lazy: async () => ({ Component: (await authPages.ResetPasswordPage()).ResetPasswordPage }),
      },
      {
        path: '/admin/login',
        lazy: async () => ({ Component: (await authPages.AdminLoginPage()).AdminLoginPage }),
      },
      {
        // The link mailed to a new login email (decision 0014); opened signed in or not.
        path: CONFIRM_EMAIL_PAGE,
        lazy: async () => ({
          Component: (await import('#features/providers/pages/confirm-email-page'))
            .ConfirmEmailPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await guards()).RequireAdmin }),
        children: [
          {
            path: '/admin/dashboard',
            lazy: async () => ({ Component: (await admin()).AdminDashboardPage }),
          },
        ],
      },
    ],
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/Home', element: <HomePage /> },
      {
        path: '/About',
        lazy: async () => ({
          Component: (await import('#features/public-site/pages/about-page')).AboutPage,
        }),
      },
      {
        path: '/terms',
        lazy: async () => ({
          Component: (await import('#features/site-pages/pages/site-page')).TermsPage,
        }),
      },
      {
        path: '/privacy',
        lazy: async () => ({
          Component: (await import('#features/site-pages/pages/site-page')).PrivacyPage,
        }),
      },
      {
        path: '/Register',
        lazy: async () => ({ Component: (await authPages.RoleChoicePage()).RoleChoicePage }),
      },
      {
        path: '/Client',
        lazy: async () => ({ Component: (await authPages.ClientSignupPage()).ClientSignupPage }),
      },
      {
        path: '/SP',
        lazy: async () => ({
          Component: (await authPages.ProviderRegistrationPage()).ProviderRegistrationPage,
        }),
      },
      {
        path: '/Login',
        lazy: async () => ({ Component: (await authPages.LoginPage()).LoginPage }),
      },
      {
        // The public provider directory (decision 0032).
        path: '/FindProvider',
        lazy: async () => ({
          Component: (await import('#features/providers/pages/find-providers-page'))
            .FindProvidersPage,
        }),
      },
      {
        path: '/forgotpassword',
        lazy: async () => ({
          Component: (await authPages.ForgotPasswordPage()).ForgotPasswordPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await guards()).RequireClient }),
        children: [
          {
            path: '/Categories',
            lazy: async () => ({ Component: (await catalog.CategoriesPage()).CategoriesPage }),
          },
          {
            path: '/Categories/:categoryId',
            lazy: async () => ({ Component: (await catalog.CategoryPage()).CategoryPage }),
          },
          {
            path: '/Categories/:categoryId/:serviceId/servicerequestform',
            lazy: async () => ({ Component: (await requestForm()).RequestFormPage }),
          },
          {
            path: '/Categories/:serviceId/servicerequestform',
            lazy: async () => ({ Component: (await requestForm()).RequestFormPage }),
          },
          {
            path: '/Clientchat',
            lazy: async () => ({
              Component: (await import('#features/chat/pages/client-chat-page')).ClientChatPage,
            }),
          },
          {
            path: '/ClientDashBoard',
            lazy: async () => ({
              Component: (await import('#features/orders/pages/client-dashboard-page'))
                .ClientDashboardPage,
            }),
          },
          {
            path: '/ViewProfile/:sp_id',
            lazy: async () => ({
              Component: (await import('#features/providers/pages/view-profile-page'))
                .ViewProfilePage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await guards()).RequireProvider }),
        children: [
          {
            path: '/ServiceProviderForm',
            lazy: async () => ({
              Component: (await import('#features/providers/pages/preferences-page'))
                .PreferencesPage,
            }),
          },
          {
            path: '/SpProfile',
            lazy: async () => ({
              Component: (await import('#features/providers/pages/provider-profile-page'))
                .ProviderProfilePage,
            }),
          },
          {
            path: '/Requests',
            lazy: async () => ({
              Component: (await import('#features/requests/pages/provider-requests-page'))
                .ProviderRequestsPage,
            }),
          },
          {
            path: '/Spchat',
            lazy: async () => ({
              Component: (await import('#features/chat/pages/provider-chat-page')).ProviderChatPage,
            }),
          },
          {
            path: '/SpHistory',
            lazy: async () => ({
              Component: (await import('#features/orders/pages/provider-history-page'))
                .ProviderHistoryPage,
            }),
          },
          {
            path: '/SpBilling',
            lazy: async () => ({
              Component: (await import('#features/billing/pages/provider-billing-page'))
                .ProviderBillingPage,
            }),
          },
          {
            path: '/RequestCategory',
            lazy: async () => ({
              Component: (await import('#features/providers/pages/request-category-page'))
                .RequestCategoryPage,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
