import { type Kysely, sql, type Transaction } from 'kysely';
import type { SuspensionReason } from '#contracts/users';
import type { Language } from '#locales/languages';
import type { Database, UserRole } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The reason of the suspension in force on the account, or null (decision 0068). */
const suspendedFor = sql<SuspensionReason | null>`(select s.reason from account_suspensions s
  where s.account_id = accounts.id)`.as('suspended_for');

export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select([
      'id',
      'role',
      'email',
      'password_hash',
      'token_version',
      'last_login_at',
      'language',
      suspendedFor,
    ])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const revoked = (jti: string) =>
  sql<boolean>`exists (select 1 from revoked_tokens where jti = ${jti})`.as('revoked');

/** The account's role and token version, and whether this token was logged out: one query. */
export function accountSession(db: Db, id: number, jti: string) {
  return db
    .selectFrom('accounts')
    .select(['role', 'token_version', 'language', revoked(jti), suspendedFor])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function adminSession(db: Db, id: number, jti: string) {
  return db
    .selectFrom('admins')
    .select(['token_version', 'role as admin_role', revoked(jti)])
    .where('admin_id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Ends one token; rows of tokens that have expired anyway are cleared on the way. */
export async function revokeToken(db: Db, jti: string, expiresAt: Date, now: Date) {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findAccountByEmail(db, email)) !== undefined;
}

export async function insertAccount(
  db: Db,
  role: UserRole,
  email: string,
  passwordHash: string,
  language: Language,
) {
  const { id } = await db
    .insertInto('accounts')
    .values({ role, email, password_hash: passwordHash, language })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function recordLogin(db: Db, id: number) {
  return db
    .updateTable('accounts')
    .set({ last_login_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function recordAdminLogin(db: Db, adminId: number) {
  return db
    .updateTable('admins')
    .set({ last_login_at: sql`now()` })
    .where('admin_id', '=', adminId)
    .execute();
}

/** Sets a new password hash and invalidates every token issued before. */
export function replacePassword(db: Db, id: number, passwordHash: string) {
  return db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, token_version: sql`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

export function findAdminByUsername(db: Db, username: string) {
  return db
    .selectFrom('admins')
    .select(['admin_id', 'password_hash', 'token_version'])
    .where('username', '=', username)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function insertClientProfile(db: Db, clientId: number, name: string) {
  return db
    .insertInto('clients')
    .values({ client_id: clientId, name, terms_accepted_at: new Date() })
    .execute();
}

export function listAdmins(db: Db) {
  return db.selectFrom('admins').select(['admin_id', 'username', 'password_hash']).execute();
}

export async function insertAdmin(db: Db, username: string, passwordHash: string) {
  // The account made at boot is an owner (decision 0072).
  await db
    .insertInto('admins')
    .values({ username, password_hash: passwordHash, role: 'owner' })
    .execute();
}

/** Sets the admin's password and ends every session it had. */
export function replaceAdminPassword(db: Db, adminId: number, passwordHash: string) {
  return db
    .updateTable('admins')
    .set({ password_hash: passwordHash, token_version: sql`token_version + 1` })
    .where('admin_id', '=', adminId)
    .execute();
}

/** The operator's account (ADMIN_USERNAME) is an active owner, whatever was done to it. */
export function restoreOwner(db: Db, adminId: number) {
  return db
    .updateTable('admins')
    .set({ role: 'owner', removed_at: null })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('role', '<>', 'owner'), eb('removed_at', 'is not', null)]))
    .execute();
}

/** Removes the other accounts made at boot; invited admins stay (decision 0072). */
export function deleteAdminsExcept(db: Db, username: string) {
  return db
    .deleteFrom('admins')
    .where('username', '<>', username)
    .where('invited_by', 'is', null)
    .returning('username')
    .execute();
}

export async function setLanguage(db: Db, id: number, language: Language) {
  await db.updateTable('accounts').set({ language }).where('id', '=', id).execute();
}

/** The language each account reads, for those of `ids` that exist. */
export async function languagesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Language>();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'language'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.language]));
}

/** The name an email greets an account by: a client's name, a provider's first name. */
const greetingName = sql<string | null>`coalesce(c.name, sp.first_name)`.as('name');

/**
 * Where and in which language each account is written to, and the name its emails greet it
 * by, for those of `ids` that exist.
 */
export async function contactsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<
      number,
      { email: string; language: Language; role: UserRole; name: string | null }
    >();
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('clients as c', 'c.client_id', 'a.id')
    .leftJoin('service_providers as sp', 'sp.sp_id', 'a.id')
    .select(['a.id', 'a.email', 'a.language', 'a.role', greetingName])
    .where('a.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { email: r.email, language: r.language, role: r.role, name: r.name }]),
  );
}

/** The name an account's emails greet it by, or null (none, or no such account). */
export async function nameOf(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('clients as c', 'c.client_id', 'a.id')
    .leftJoin('service_providers as sp', 'sp.sp_id', 'a.id')
    .select([greetingName])
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row?.name ?? null;
}
