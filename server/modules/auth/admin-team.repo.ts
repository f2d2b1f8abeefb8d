import { type Kysely, sql, type Transaction } from 'kysely';
import type { AdminRole } from '#contracts/admins';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The admins who still sign in, oldest first. */
export function activeAdmins(db: Db) {
  return db
    .selectFrom('admins')
    .select(['admin_id', 'username', 'role', 'last_login_at', 'created_at'])
    .where('removed_at', 'is', null)
    .orderBy('admin_id')
    .execute();
}

export function activeAdmin(db: Db, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['admin_id', 'username', 'role'])
    .where('admin_id', '=', adminId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function isActiveUsername(db: Db, username: string) {
  const row = await db
    .selectFrom('admins')
    .select('admin_id')
    .where('username', '=', username)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The owners' rows, locked until the transaction ends: two owners demoting or removing each
 * other at once take turns, and the second sees the first one's change.
 */
export async function lockOwners(trx: Transaction<Database>) {
  return trx
    .selectFrom('admins')
    .select('admin_id')
    .where('role', '=', 'owner')
    .where('removed_at', 'is', null)
    .forUpdate()
    .execute();
}

export function setRole(trx: Transaction<Database>, adminId: number, role: AdminRole) {
  return trx
    .updateTable('admins')
    .set({ role })
    .where('admin_id', '=', adminId)
    .where('removed_at', 'is', null)
    .returning('admin_id')
    .executeTakeFirst();
}

/** Removes an admin: its sessions end (token version) and it signs in no more. */
export function markRemoved(trx: Transaction<Database>, adminId: number, now: Date) {
  return trx
    .updateTable('admins')
    .set({ removed_at: now, token_version: sql`token_version + 1` })
    .where('admin_id', '=', adminId)
    .where('removed_at', 'is', null)
    .returning('admin_id')
    .executeTakeFirst();
}

/**
 * Makes the invited admin: a new row, or a removed admin of that username back with the new
 * role and password (its old sessions stay ended). Nothing when that username is active.
 */
export function addInvitedAdmin(
  trx: Transaction<Database>,
  a: { username: string; role: AdminRole; passwordHash: string; invitedBy: number },
) {
  return trx
    .insertInto('admins')
    .values({
      username: a.username,
      role: a.role,
      password_hash: a.passwordHash,
      invited_by: a.invitedBy,
    })
    .onConflict((oc) =>
      oc
        .column('username')
        .doUpdateSet({
          role: a.role,
          password_hash: a.passwordHash,
          invited_by: a.invitedBy,
          removed_at: null,
          last_login_at: null,
          token_version: sql`admins.token_version + 1`,
        })
        .where('admins.removed_at', 'is not', null),
    )
    .returning('admin_id')
    .executeTakeFirst();
}

// ---- invitations ----

const open = (now: Date) => (db: Db) =>
  db
    .selectFrom('admin_invitations')
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now);

export function openInvitations(db: Db, now: Date) {
  return open(now)(db)
    .select(['invitation_id', 'email', 'role', 'expires_at', 'created_at'])
    .orderBy('invitation_id')
    .execute();
}

export function openInvitationByHash(db: Db, tokenHash: string, now: Date) {
  return open(now)(db)
    .select(['invitation_id', 'email', 'role', 'invited_by'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Retires every unused invitation of the email (a new one takes its place). */
export function retireInvitationsOf(trx: Transaction<Database>, email: string, now: Date) {
  return trx
    .updateTable('admin_invitations')
    .set({ cancelled_at: now })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

export function insertInvitation(
  trx: Transaction<Database>,
  i: { email: string; role: AdminRole; tokenHash: string; invitedBy: number; expiresAt: Date },
) {
  return trx
    .insertInto('admin_invitations')
    .values({
      email: i.email,
      role: i.role,
      token_hash: i.tokenHash,
      invited_by: i.invitedBy,
      expires_at: i.expiresAt,
    })
    .returning(['invitation_id', 'email', 'role', 'expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Compare-and-set: cancels an invitation not used or cancelled yet. */
export function cancelInvitation(trx: Transaction<Database>, invitationId: number, now: Date) {
  return trx
    .updateTable('admin_invitations')
    .set({ cancelled_at: now })
    .where('invitation_id', '=', invitationId)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning(['email', 'role'])
    .executeTakeFirst();
}

/** Compare-and-set: uses an open invitation once. */
export function useInvitation(trx: Transaction<Database>, tokenHash: string, now: Date) {
  return trx
    .updateTable('admin_invitations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['invitation_id', 'email', 'role', 'invited_by'])
    .executeTakeFirst();
}
