import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/password';
import * as repo from './auth.repo';

type Log = { info(msg: string): void; warn(msg: string): void };

/**
 * Makes sure the admin account exists at boot, as an owner (decision 0072).
 * ADMIN_USERNAME/ADMIN_PASSWORD win: a changed password replaces the old one and ends its
 * sessions, the account is an active owner again, and any other account made at boot (such as
 * a generated development one) is removed; invited admins stay. Without them, development
 * gets a generated password printed once; production gets none and a warning.
 */
export async function ensureAdminAccount(db: Kysely<Database>, config: Config, log: Log) {
  const admins = await repo.listAdmins(db);
  if (config.adminUsername && config.adminPassword) {
    const { adminUsername: username, adminPassword: password } = config;
    const existing = admins.find((a) => a.username === username);
    if (!existing) {
      await repo.insertAdmin(db, username, await hashPassword(password));
    } else if (!(await verifyPassword(existing.password_hash, password))) {
      await repo.replaceAdminPassword(db, existing.admin_id, await hashPassword(password));
    }
    if (existing) await repo.restoreOwner(db, existing.admin_id);
    const removed = await repo.deleteAdminsExcept(db, username);
    if (removed.length > 0) {
      log.warn(
        `Removed admin accounts other than ADMIN_USERNAME: ${removed.map((r) => r.username).join(', ')}`,
      );
    }
    return;
  }
  if (admins.length > 0) return;
  if (config.env === 'production') {
    log.warn('No admin account exists: set ADMIN_USERNAME and ADMIN_PASSWORD to create one.');
    return;
  }
  const password = crypto.randomBytes(12).toString('base64url');
  await repo.insertAdmin(db, 'admin', await hashPassword(password));
  log.warn(
    `Admin account created for development: username "admin", password "${password}". It is shown only this once.`,
  );
}
