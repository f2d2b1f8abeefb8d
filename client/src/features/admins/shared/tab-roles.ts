import type { AdminRole } from '#contracts/admins';

/**
 * Which admins see a dashboard tab (decision 0072): the owner sees every tab; a tab's `roles`
 * name the other roles that see it, and a tab without `roles` is the owner's alone. The server
 * decides what each role may call (server/lib/admin-roles.ts); this only decides what to show.
 */
export type TabRoles = readonly Exclude<AdminRole, 'owner'>[];

export const CATALOG: TabRoles = ['catalog'];
export const FINANCE: TabRoles = ['finance'];
export const MODERATION: TabRoles = ['moderator'];

export function mayUse(
  tab: { value: string; roles?: TabRoles },
  role: AdminRole | undefined,
): boolean {
  if (role === undefined) return false;
  return role === 'owner' || (tab.roles ?? []).some((r) => r === role);
}
