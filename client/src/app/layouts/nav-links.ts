import type { UserType } from '#contracts/auth';
import { paths } from '#lib/paths';
import type { TextKey } from '#locales/catalog';

/** A link of the bar: the catalog key of its words, and its path. */
export type NavLink = { label: TextKey; to: string };

/** The spec's public bar, for visitors, with the provider directory (decision 0032). */
export const publicNav: NavLink[] = [
  { label: 'common.nav.home', to: paths.home },
  { label: 'common.nav.about', to: paths.about },
  { label: 'common.nav.findProvider', to: paths.findProvider },
  { label: 'common.nav.register', to: paths.register },
  { label: 'common.nav.login', to: paths.login },
];

/** The client's bar, with the directory (Logout is a button, added by the header). */
export const clientNav: NavLink[] = [
  { label: 'common.nav.about', to: paths.about },
  { label: 'common.nav.clientDashboard', to: paths.clientDashboard },
  { label: 'common.nav.savedProviders', to: paths.savedProviders },
  { label: 'common.nav.agenda', to: paths.agenda },
  { label: 'common.nav.categories', to: paths.categories },
  { label: 'common.nav.findProvider', to: paths.findProvider },
  { label: 'common.nav.messages', to: paths.clientChat },
  { label: 'notifications.settings.nav', to: paths.accountSettings },
];

/** The provider's bar (Logout is a button, added by the header). */
export const providerNav: NavLink[] = [
  { label: 'common.nav.about', to: paths.about },
  { label: 'common.nav.requests', to: paths.requests },
  { label: 'common.nav.history', to: paths.providerHistory },
  { label: 'common.nav.agenda', to: paths.agenda },
  { label: 'common.nav.profile', to: paths.providerProfile },
  { label: 'common.nav.messages', to: paths.providerChat },
  { label: 'common.nav.billing', to: paths.providerBilling },
  { label: 'notifications.settings.nav', to: paths.accountSettings },
];

/** The bar for the stored user type; the public one when signed out. */
export function navFor(userType: UserType | undefined): NavLink[] {
  if (userType === 'clients') return clientNav;
  if (userType === 'serviceproviders') return providerNav;
  return publicNav;
}
