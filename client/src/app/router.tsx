import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { BusyIndicator } from '#components/ui/busy-indicator';
import { landingRoutes } from '#features/landing/routes';
import { HomePage } from '#features/public-site/pages/home-page';
import { pageTexts } from '#lib/i18n';
import { pathPatterns, paths } from '#lib/paths';
import type { RouteData } from '#lib/route-data';
import { SiteLayout } from './layouts/site-layout';
import { type PublicDataKey, publicData } from './public-data';
import { RouteError } from './route-error';

/** Shown while the first page's code loads. */
function PageLoader() {
  const { t } = useTranslation();
  return <BusyIndicator label={t('common.loading')} minHeight="60vh" />;
}

// Every page but the home page loads on demand (the bare layout of the admin and
// reset-password pages too), so the home page stays light.
const authPages = {
  ResetPasswordPage: () => import('#features/auth/pages/reset-password-page'),
  AdminLoginPage: () => import('#features/auth/pages/admin-login-page'),
  RoleChoicePage: () => import('#features/auth/pages/role-choice-page'),
  ClientSignupPage: () => import('#features/auth/pages/client-signup-page'),
  ProviderRegistrationPage: () => import('#features/auth/pages/provider-registration-page'),
  LoginPage: () => import('#features/auth/pages/login-page'),
  ForgotPasswordPage: () => import('#features/auth/pages/forgot-password-page'),
};
const admin = () => import('./admin/admin-dashboard-page');
const catalog = {
  CategoriesPage: () => import('#features/catalog/pages/categories-page'),
  CategoryPage: () => import('#features/catalog/pages/category-page'),
};
const requestForm = () => import('#features/requests/pages/request-form-page');
const guards = () => import('./guard-routes');

function loaderOf(key: PublicDataKey, { queryClient, awaitData }: RouteData) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const reading = publicData[key]().then((read) => read(queryClient, args));
    if (awaitData) await reading;
    return null;
  };
}

/**
 * Every route of the spec, once. Matching is case-insensitive (react-router's default). The same
 * tree serves the browser's router and the server's rendering of the public pages.
 */
export const appRoutes = (data: RouteData): RouteObject[] => [
  {
    // The admin and reset-password pages show no navigation bar and no footer.
    lazy: async () => ({
      Component: (await import('./layouts/minimal-layout')).MinimalLayout,
    }),
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    ...pageTexts,
    children: [
      {
        path: paths.resetPassword,
        lazy: async () => ({ Component: (await authPages.ResetPasswordPage()).ResetPasswordPage }),
      },
      {
        path: paths.adminLogin,
        lazy: async () => ({ Component: (await authPages.AdminLoginPage()).AdminLoginPage }),
      },
      {
        // An admin invitation's link (decision 0072): sets the new admin's password.
        path: paths.adminInvitation,
        lazy: async () => ({
          Component: (await import('#features/admins/pages/admin-invitation-page'))
            .AdminInvitationPage,
        }),
      },
      {
        // The link mailed to a new login email (decision 0014); opened signed in or not.
        path: paths.confirmEmail,
        lazy: async () => ({
          Component: (await import('#features/providers/pages/confirm-email-page'))
            .ConfirmEmailPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await guards()).RequireAdmin }),
        children: [
          {
            path: paths.adminDashboard,
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
    ...pageTexts,
    children: [
      { path: paths.home, element: <HomePage />, loader: loaderOf('home', data) },
      { path: paths.homeAlias, element: <HomePage />, loader: loaderOf('home', data) },
      {
        path: paths.about,
        lazy: async () => ({
          Component: (await import('#features/public-site/pages/about-page')).AboutPage,
        }),
      },
      {
        path: paths.terms,
        loader: loaderOf('terms', data),
        lazy: async () => ({
          Component: (await import('#features/site-pages/pages/site-page')).TermsPage,
        }),
      },
      {
        path: paths.privacy,
        loader: loaderOf('privacy', data),
        lazy: async () => ({
          Component: (await import('#features/site-pages/pages/site-page')).PrivacyPage,
        }),
      },
      {
        path: paths.register,
        lazy: async () => ({ Component: (await authPages.RoleChoicePage()).RoleChoicePage }),
      },
      {
        path: paths.clientSignup,
        lazy: async () => ({ Component: (await authPages.ClientSignupPage()).ClientSignupPage }),
      },
      {
        path: paths.providerSignup,
        lazy: async () => ({
          Component: (await authPages.ProviderRegistrationPage()).ProviderRegistrationPage,
        }),
      },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await authPages.LoginPage()).LoginPage }),
      },
      {
        // A provider's public page, for anyone (decision 0065).
        path: pathPatterns.publicProvider,
        loader: loaderOf('publicProvider', data),
        lazy: async () => ({
          Component: (await import('#features/providers/pages/public-provider-page'))
            .PublicProviderPage,
        }),
      },
      {
        // The public provider directory (decision 0032).
        path: paths.findProvider,
        loader: loaderOf('findProvider', data),
        lazy: async () => ({
          Component: (await import('#features/providers/pages/find-providers-page'))
            .FindProvidersPage,
        }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({
          Component: (await authPages.ForgotPasswordPage()).ForgotPasswordPage,
        }),
      },
      {
        // An email's unsubscribe link (decision 0039), signed in or not.
        path: paths.unsubscribe,
        lazy: async () => ({
          Component: (await import('#features/notifications/pages/unsubscribe-page'))
            .UnsubscribePage,
        }),
      },
      {
        // A client's or a provider's settings: language and email notifications.
        lazy: async () => ({ Component: (await guards()).RequireSignedInUser }),
        children: [
          {
            path: paths.accountSettings,
            lazy: async () => ({
              Component: (await import('#features/notifications/pages/account-settings-page'))
                .AccountSettingsPage,
            }),
          },
          {
            path: paths.agenda,
            lazy: async () => ({
              Component: (await import('#features/agenda/pages/agenda-page')).AgendaPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await guards()).RequireClient }),
        children: [
          {
            path: paths.categories,
            lazy: async () => ({ Component: (await catalog.CategoriesPage()).CategoriesPage }),
          },
          {
            path: pathPatterns.category,
            lazy: async () => ({ Component: (await catalog.CategoryPage()).CategoryPage }),
          },
          {
            path: pathPatterns.requestForm,
            lazy: async () => ({ Component: (await requestForm()).RequestFormPage }),
          },
          {
            path: pathPatterns.requestFormOfService,
            lazy: async () => ({ Component: (await requestForm()).RequestFormPage }),
          },
          {
            path: paths.clientChat,
            lazy: async () => ({
              Component: (await import('#features/chat/pages/client-chat-page')).ClientChatPage,
            }),
          },
          {
            path: paths.clientDashboard,
            lazy: async () => ({
              Component: (await import('#features/orders/pages/client-dashboard-page'))
                .ClientDashboardPage,
            }),
          },
          {
            path: paths.savedProviders,
            lazy: async () => ({
              Component: (await import('#features/favourites/pages/saved-providers-page'))
                .SavedProvidersPage,
            }),
          },
          {
            path: pathPatterns.viewProfile,
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
            path: paths.providerForm,
            lazy: async () => ({
              Component: (await import('#features/providers/pages/preferences-page'))
                .PreferencesPage,
            }),
          },
          {
            path: paths.providerProfile,
            lazy: async () => ({
              Component: (await import('#features/providers/pages/provider-profile-page'))
                .ProviderProfilePage,
            }),
          },
          {
            path: paths.requests,
            lazy: async () => ({
              Component: (await import('#features/requests/pages/provider-requests-page'))
                .ProviderRequestsPage,
            }),
          },
          {
            path: paths.providerChat,
            lazy: async () => ({
              Component: (await import('#features/chat/pages/provider-chat-page')).ProviderChatPage,
            }),
          },
          {
            path: paths.providerHistory,
            lazy: async () => ({
              Component: (await import('#features/orders/pages/provider-history-page'))
                .ProviderHistoryPage,
            }),
          },
          {
            path: paths.providerBilling,
            lazy: async () => ({
              Component: (await import('#features/billing/pages/provider-billing-page'))
                .ProviderBillingPage,
            }),
          },
          {
            path: paths.requestCategory,
            lazy: async () => ({
              Component: (await import('#features/providers/pages/request-category-page'))
                .RequestCategoryPage,
            }),
          },
        ],
      },
      ...landingRoutes(data),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
      },
    ],
  },
];
