import { type Kysely, sql, type Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import type { Database, UserRole } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'role', 'email', 'password_hash', 'token_version', 'last_login_at', 'language'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const revoked = (jti: string) =>
  sql<boolean>`exists (select 1 from revoked_tokens where jti = ${jti})`.as('revoked');

/** The account's role and token version, and whether this token was logged out: one query. */
export function accountSession(db: Db, id: number, jti: string) {
  return db
    .selectFrom('accounts')
    .select(['role', 'token_version', 'language', revoked(jti)])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function adminSession(db: Db, id: number, jti: string) {
  return db
    .selectFrom('admins')
    .select(['token_version', revoked(jti)])
    .where('admin_id', '=', id)
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
  await db.insertInto('admins').values({ username, password_hash: passwordHash }).execute();
}

/** Sets the admin's password and ends every session it had. */
export function replaceAdminPassword(db: Db, adminId: number, passwordHash: string) {
  return db
    .updateTable('admins')
    .set({ password_hash: passwordHash, token_version: sql`token_version + 1` })
    .where('admin_id', '=', adminId)
    .execute();
}

export function deleteAdminsExcept(db: Db, username: string) {
  return db.deleteFrom('admins').where('username', '<>', username).returning('username').execute();
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

/** Where and in which language each account is written to, for those of `ids` that exist. */
export async function contactsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<number, { email: string; language: Language; role: UserRole }>();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'language', 'role'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { email: r.email, language: r.language, role: r.role }]));
}
