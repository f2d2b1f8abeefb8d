import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, ServiceProvidersTable, UserRole } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'role', 'email', 'password_hash', 'token_version', 'last_login_at'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findAccountVersion(db: Db, id: number) {
  return db
    .selectFrom('accounts')
    .select(['role', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findAdminVersion(db: Db, id: number) {
  return db
    .selectFrom('admins')
    .select('token_version')
    .where('admin_id', '=', id)
    .executeTakeFirst();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findAccountByEmail(db, email)) !== undefined;
}

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cities')
    .select('city_id')
    .where('city_id', '=', cityId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(db: Db, role: UserRole, email: string, passwordHash: string) {
  const { id } = await db
    .insertInto('accounts')
    .values({ role, email, password_hash: passwordHash })
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

/** Invalidates every token issued to the account before now (logout). */
export function revokeAccountTokens(db: Db, id: number) {
  return db
    .updateTable('accounts')
    .set({ token_version: sql`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

export function revokeAdminTokens(db: Db, adminId: number) {
  return db
    .updateTable('admins')
    .set({ token_version: sql`token_version + 1` })
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
    .executeTakeFirst();
}

export function insertClientProfile(db: Db, clientId: number, name: string) {
  return db
    .insertInto('clients')
    .values({ client_id: clientId, name, terms_accepted_at: new Date() })
    .execute();
}

export function insertProviderProfile(
  db: Db,
  profile: Omit<
    ServiceProvidersTable,
    'status' | 'tips' | 'terms_accepted_at' | 'profile_image'
  > & {
    tips: boolean;
  },
) {
  return db
    .insertInto('service_providers')
    .values({ ...profile, terms_accepted_at: new Date() })
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
