import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type AcceptInvitationResponse,
  ADMIN_INVITATION_HOURS,
  ADMIN_INVITATION_PAGE,
  type AdminInvitation,
  type AdminMe,
  type AdminRole,
  type AdminTeam,
  type acceptInvitationRequest,
  type InvitationState,
  type inviteAdminRequest,
  MAX_ADMINS,
} from '#contracts/admins';
import { ErrorCode } from '#contracts/errors';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { hashOfToken, newSecretToken } from '../../lib/secret-token';
import type { AuditRecorder } from '../audit-log/audit-log.service';
import { adminInviteMail } from './admin-invite-mail';
import * as repo from './admin-team.repo';
import type { AuthLimits } from './auth-limits';
import type { Actor } from './authenticator';

const HOUR = 3_600_000;

const lastOwner = () => new AppError(ErrorCode.adminLastOwner, 409, 'admins.errors.lastOwner');
const alreadyAdmin = () =>
  new AppError(ErrorCode.adminAlreadyAdmin, 409, 'admins.errors.alreadyAdmin');
const invitationInvalid = () =>
  new AppError(ErrorCode.adminInvitationInvalid, 400, 'admins.errors.invitationInvalid');

type Caller = { address: string };
/** The acting admin as the audit log names it. */
const auditor = (by: Actor) => ({ id: by.id, adminRole: by.adminRole ?? null });

/**
 * Several admins with roles (decision 0072): the owner lists them, invites by email with a
 * role (a one-time link, 72 hours, only its SHA-256 stored), changes roles and removes; the
 * last owner is neither demoted nor removed. Each change writes its audit row in its own
 * transaction. The invitation's mail goes out after the commit, like a reset link (it holds a
 * live token, so no outbox keeps it).
 */
export function createAdminTeam(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  audit: AuditRecorder;
  clock: Clock;
  limits: AuthLimits;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Every node reads the admin's sessions again: a role or a removal counts at once. */
  sessionsChanged: (role: 'admin', id: number) => void;
}) {
  const { db, audit, clock } = deps;

  /** Refuses a change that would leave no owner; `owners` are the locked owners' rows. */
  function keepAnOwner(owners: { admin_id: number }[], target: { role: AdminRole }) {
    if (target.role === 'owner' && owners.length <= 1) throw lastOwner();
  }

  return {
    async me(actor: Actor): Promise<AdminMe> {
      const me = await repo.activeAdmin(db, actor.id);
      if (!me) throw unauthorized();
      return me;
    },

    async list(): Promise<AdminTeam> {
      const [admins, invitations] = await Promise.all([
        repo.activeAdmins(db),
        repo.openInvitations(db, clock()),
      ]);
      return {
        admins: admins.map((a) => ({
          ...a,
          last_login_at: a.last_login_at?.toISOString() ?? null,
          created_at: a.created_at.toISOString(),
        })),
        invitations: invitations.map(invitationOut),
      };
    },

    async invite(input: z.output<typeof inviteAdminRequest>, by: Actor): Promise<AdminInvitation> {
      const token = newSecretToken();
      const now = clock();
      const invitation = await db.transaction().execute(async (trx) => {
        if (await repo.isActiveUsername(trx, input.email)) throw alreadyAdmin();
        await repo.retireInvitationsOf(trx, input.email, now);
        const [admins, open] = await Promise.all([
          repo.activeAdmins(trx),
          repo.openInvitations(trx, now),
        ]);
        if (admins.length >= MAX_ADMINS || open.length >= MAX_ADMINS) {
          throw new AppError(ErrorCode.adminTooMany, 409, {
            key: 'admins.errors.tooMany',
            params: { max: MAX_ADMINS },
          });
        }
        const row = await repo.insertInvitation(trx, {
          email: input.email,
          role: input.role,
          tokenHash: hashOfToken(token),
          invitedBy: by.id,
          expiresAt: new Date(now.getTime() + ADMIN_INVITATION_HOURS * HOUR),
        });
        await audit.record(trx, auditor(by), {
          action: 'admin.invite',
          target: { entity: 'admin_invitation', id: row.invitation_id },
          before: null,
          after: { email: row.email, role: row.role },
        });
        return row;
      });
      const link = new URL(ADMIN_INVITATION_PAGE, deps.publicUrl);
      link.search = new URLSearchParams({ token }).toString();
      try {
        await deps.mailer.send(
          adminInviteMail(
            {
              email: input.email,
              role: input.role,
              language: input.language,
              site: deps.publicUrl,
            },
            link.toString(),
            ADMIN_INVITATION_HOURS,
          ),
        );
      } catch (err) {
        deps.log.error({ err }, 'admin invitation mail failed');
        throw new AppError(ErrorCode.mailFailed, 502, 'auth.errors.mailFailed');
      }
      return invitationOut(invitation);
    },

    async cancelInvitation(invitationId: number, by: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const cancelled = await repo.cancelInvitation(trx, invitationId, clock());
        if (!cancelled) throw notFound();
        await audit.record(trx, auditor(by), {
          action: 'admin.cancel-invite',
          target: { entity: 'admin_invitation', id: invitationId },
          before: { email: cancelled.email, role: cancelled.role },
          after: null,
        });
      });
    },

    async changeRole(adminId: number, role: AdminRole, by: Actor): Promise<AdminMe> {
      const changed = await db.transaction().execute(async (trx) => {
        const owners = await repo.lockOwners(trx);
        const target = await repo.activeAdmin(trx, adminId);
        if (!target) throw notFound();
        if (role !== 'owner') keepAnOwner(owners, target);
        await repo.setRole(trx, adminId, role);
        await audit.record(trx, auditor(by), {
          action: 'admin.role',
          target: { entity: 'admin', id: adminId },
          before: { role: target.role },
          after: { role },
        });
        return { ...target, role };
      });
      deps.sessionsChanged('admin', adminId);
      return changed;
    },

    async remove(adminId: number, by: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const owners = await repo.lockOwners(trx);
        const target = await repo.activeAdmin(trx, adminId);
        if (!target) throw notFound();
        keepAnOwner(owners, target);
        await repo.markRemoved(trx, adminId, clock());
        await audit.record(trx, auditor(by), {
          action: 'admin.remove',
          target: { entity: 'admin', id: adminId },
          before: { username: target.username, role: target.role },
          after: null,
        });
      });
      deps.sessionsChanged('admin', adminId);
    },

    /** Whether an invitation's link still works, and for whom (the page shows it first). */
    async check(token: string, caller: Caller): Promise<InvitationState> {
      await deps.limits.address('reset-password-check', caller.address);
      const open = await repo.openInvitationByHash(db, hashOfToken(token), clock());
      return open
        ? { open: true, email: open.email, role: open.role }
        : { open: false, email: null, role: null };
    },

    /** Uses the link once: the invitee sets a password and is an admin with the role. */
    async accept(
      input: z.output<typeof acceptInvitationRequest>,
      caller: Caller,
    ): Promise<AcceptInvitationResponse> {
      await deps.limits.address('reset-password', caller.address);
      const tokenHash = hashOfToken(input.token);
      // Checked before hashing, so made-up tokens cost no argon2 work.
      if (!(await repo.openInvitationByHash(db, tokenHash, clock()))) throw invitationInvalid();
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx) => {
        const used = await repo.useInvitation(trx, tokenHash, clock());
        if (!used) throw invitationInvalid();
        const added = await repo.addInvitedAdmin(trx, {
          username: used.email,
          role: used.role,
          passwordHash,
          invitedBy: used.invited_by,
        });
        if (!added) throw alreadyAdmin();
        await audit.record(
          trx,
          { id: added.admin_id, adminRole: used.role },
          {
            action: 'admin.join',
            target: { entity: 'admin', id: added.admin_id },
            before: null,
            after: { username: used.email, role: used.role, invitation_id: used.invitation_id },
          },
        );
        return { username: used.email, role: used.role };
      });
    },
  };
}

function invitationOut(i: {
  invitation_id: number;
  email: string;
  role: AdminRole;
  expires_at: Date;
  created_at: Date;
}): AdminInvitation {
  return { ...i, expires_at: i.expires_at.toISOString(), created_at: i.created_at.toISOString() };
}

export type AdminTeamService = ReturnType<typeof createAdminTeam>;
