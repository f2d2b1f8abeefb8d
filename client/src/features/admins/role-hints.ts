import type { AdminRole } from '#contracts/admins';
import type { TextKey } from '#locales/catalog';

/** What each role may do, shown under the role's choice. */
export const ADMIN_ROLE_HINT: Record<AdminRole, TextKey> = {
  owner: 'admins.roleHints.owner',
  moderator: 'admins.roleHints.moderator',
  finance: 'admins.roleHints.finance',
  catalog: 'admins.roleHints.catalog',
};
