import type { UserType } from '#contracts/auth';

export type NavLink = { label: string; to: string };

/** The spec's public bar, for visitors, with the provider directory (decision 0032). */
export const publicNav: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/About' },
  { label: 'Find a provider', to: '/FindProvider' },
  { label: 'Register', to: '/Register' },
  { label: 'Login', to: '/Login' },
];

/** The client's bar, with the directory (Logout is a button, added by the header). */
export const clientNav: NavLink[] = [
  { label: 'About', to: '/About' },
  { label: 'ClientDashboard', to: '/ClientDashBoard' },
  { label: 'Categories', to: '/Categories' },
  { label: 'Find a provider', to: '/FindProvider' },
  { label: 'Messages', to: '/Clientchat' },
];

/** The provider's bar (Logout is a button, added by the header). */
export const providerNav: NavLink[] = [
  { label: 'About', to: '/About' },
  { label: 'Requests', to: '/Requests' },
  { label: 'History', to: '/SpHistory' },
  { label: 'Profile', to: '/SpProfile' },
  { label: 'Messages', to: '/Spchat' },
  { label: 'Billing', to: '/SpBilling' },
];

/** The bar for the stored user type; the public one when signed out. */
export function navFor(userType: UserType | undefined): NavLink[] {
  if (userType === 'clients') return clientNav;
  if (userType === 'serviceproviders') return providerNav;
  return publicNav;
}
