import type { AdminRole } from '#contracts/admins';
import { hashPassword } from '../lib/password';
import { post } from './factories';
import type { TestApp } from './test-app';

const PASSWORD = 'a long password of an admin';

/**
 * An admin of this role made straight in the database (as an accepted invitation would), and
 * its token from the admin login.
 */
export async function addAdmin(t: TestApp, role: AdminRole) {
  const username = `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const owner = await t.db
    .selectFrom('admins')
    .select('admin_id')
    .where('role', '=', 'owner')
    .orderBy('admin_id')
    .executeTakeFirstOrThrow();
  const { admin_id: id } = await t.db
    .insertInto('admins')
    .values({
      username,
      role,
      password_hash: await hashPassword(PASSWORD),
      invited_by: owner.admin_id,
    })
    .returning('admin_id')
    .executeTakeFirstOrThrow();
  const res = await post(t, '/api/LoginAdmin', { username, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return { id, username, token: res.json().token as string };
}
