import { z } from 'zod';
import type { TextKey } from '../locales/catalog';
import { accountLanguage, emailField, newPasswordField } from './auth';

/**
 * The admins' roles (decision 0072). The owner may do everything, invites the others and
 * changes their roles; each admin route names the roles that may call it
 * (server/lib/admin-roles.ts).
 */
export const ADMIN_ROLES = ['owner', 'moderator', 'finance', 'catalog'] as const;
export const adminRole = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof adminRole>;

/** Each role's name in the catalogs. */
export const ADMIN_ROLE_TEXT: Record<AdminRole, TextKey> = {
  owner: 'admins.roles.owner',
  moderator: 'admins.roles.moderator',
  finance: 'admins.roles.finance',
  catalog: 'admins.roles.catalog',
};

/** How long an invitation's link works. */
export const ADMIN_INVITATION_HOURS = 72;
/** At most this many admins and open invitations each, so the list is one short page. */
export const MAX_ADMINS = 50;

/** GET /api/admin/me: the signed-in admin and its role (the dashboard shows its tabs). */
export const adminMe = z.object({
  admin_id: z.number(),
  username: z.string(),
  role: adminRole,
});
export type AdminMe = z.infer<typeof adminMe>;

export const adminSummary = z.object({
  admin_id: z.number(),
  /** The sign-in name: an invited admin's is the email it was invited at. */
  username: z.string(),
  role: adminRole,
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSummary = z.infer<typeof adminSummary>;

export const adminInvitation = z.object({
  invitation_id: z.number(),
  email: z.string(),
  role: adminRole,
  expires_at: z.string(),
  created_at: z.string(),
});
export type AdminInvitation = z.infer<typeof adminInvitation>;

/** GET /api/admin/admins: every active admin and every open invitation (both bounded). */
export const adminTeam = z.object({
  admins: z.array(adminSummary),
  invitations: z.array(adminInvitation),
});
export type AdminTeam = z.infer<typeof adminTeam>;

/** POST /api/admin/invitations */
export const inviteAdminRequest = z.object({
  email: emailField,
  role: adminRole,
  /** The language of the invitation's email (the owner's page's); English by default. */
  language: accountLanguage.default('en'),
});
export type InviteAdminRequest = z.input<typeof inviteAdminRequest>;

/** PUT /api/admin/admins/:adminId/role */
export const adminRoleRequest = z.object({ role: adminRole });
export type AdminRoleRequest = z.input<typeof adminRoleRequest>;

export const adminIdParams = z.object({ adminId: z.coerce.number().int().positive() });
export const invitationIdParams = z.object({
  invitationId: z.coerce.number().int().positive(),
});

const invitationToken = z.string().min(1).max(200);

/** POST /api/admin-invitations/check: whether a link still works, and for whom. */
export const invitationCheckRequest = z.object({ token: invitationToken });
export const invitationState = z.object({
  open: z.boolean(),
  email: z.string().nullable(),
  role: adminRole.nullable(),
});
export type InvitationState = z.infer<typeof invitationState>;

/** POST /api/admin-invitations/accept: sets the password; then the admin signs in. */
export const acceptInvitationRequest = z.object({
  token: invitationToken,
  password: newPasswordField,
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
export const acceptInvitationResponse = z.object({ username: z.string(), role: adminRole });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

/** The page an invitation's mailed link opens (client/src/lib/paths.ts has it too). */
export const ADMIN_INVITATION_PAGE = '/admin/invitation';
