import type { ADMIN_INVITATION_PAGE } from './admins';
import type { ACCOUNT_SETTINGS_PAGE, UNSUBSCRIBE_PAGE } from './email-notifications';
import type { CONFIRM_EMAIL_PAGE } from './providers';

/**
 * Every page path of the app, written as the spec writes them (case included: `/Requests`,
 * `/ViewProfile/:sp_id`). The router's entries, links, navigate() and redirects take their paths
 * from here, and so do the server's public-page list and robots.txt; a page with an id in its
 * path has a helper (`paths.viewProfile(12)`).
 *
 * No schemas here (this module is in the first load): contracts/providers' CONFIRM_EMAIL_PAGE
 * is written out, and the type checks that both stay the same.
 */
export const paths = {
  home: '/',
  /** The spec's second name of the home page. */
  homeAlias: '/Home',
  about: '/About',
  terms: '/terms',
  privacy: '/privacy',
  register: '/Register',
  clientSignup: '/Client',
  providerSignup: '/SP',
  login: '/Login',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword',
  /** The link mailed to a new login email (decision 0014). */
  confirmEmail: '/confirm-email' satisfies typeof CONFIRM_EMAIL_PAGE,
  /** The public provider directory (decision 0032). */
  findProvider: '/FindProvider',
  /** The public catalog of services, the first of the landing pages (decision 0094). */
  services: '/services',
  /** An email's unsubscribe link (decision 0039); opened signed in or not. */
  unsubscribe: '/unsubscribe' satisfies typeof UNSUBSCRIBE_PAGE,
  /** A signed-in client's or provider's language and email notifications. */
  accountSettings: '/account/settings' satisfies typeof ACCOUNT_SETTINGS_PAGE,
  /** A client's or a provider's booked jobs by day or week (decision 0078). */
  agenda: '/agenda',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  /** An admin invitation's link (decision 0072): the invitee sets a password. */
  adminInvitation: '/admin/invitation' satisfies typeof ADMIN_INVITATION_PAGE,

  // The client's pages.
  categories: '/Categories',
  clientChat: '/Clientchat',
  clientDashboard: '/ClientDashBoard',
  /** The providers a client saved to hire again (decision 0081). */
  savedProviders: '/saved-providers',

  // The provider's pages.
  providerForm: '/ServiceProviderForm',
  providerProfile: '/SpProfile',
  requests: '/Requests',
  providerChat: '/Spchat',
  providerHistory: '/SpHistory',
  providerBilling: '/SpBilling',
  requestCategory: '/RequestCategory',

  /** A category's services: `/Categories/3`. */
  category: (categoryId: number | string) => `/Categories/${segment(categoryId)}`,
  /** The request form for one service: `/Categories/3/12/servicerequestform`. */
  requestForm: (categoryId: number | string, serviceId: number | string) =>
    `/Categories/${segment(categoryId)}/${segment(serviceId)}/servicerequestform`,
  /** A provider's public profile: `/ViewProfile/7`. */
  viewProfile: (spId: number | string) => `/ViewProfile/${segment(spId)}`,
  /** A provider's public page, for anyone (decision 0065): `/providers/7`. */
  publicProvider: (spId: number | string) => `/providers/${segment(spId)}`,
} as const;

/** The router's patterns of the pages with parameters (the helpers above fill them in). */
export const pathPatterns = {
  category: '/Categories/:categoryId',
  requestForm: '/Categories/:categoryId/:serviceId/servicerequestform',
  /** The spec's shorter request form path, without the category. */
  requestFormOfService: '/Categories/:serviceId/servicerequestform',
  viewProfile: '/ViewProfile/:sp_id',
  publicProvider: '/providers/:spId',
} as const;

function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}
