import { type Kysely, sql } from 'kysely';

/**
 * Admins with roles (decision 0072). Every admin that exists becomes an owner; the role is
 * required and one of four. An invited admin remembers who invited it (boot's own account has
 * none); a removed admin keeps its row (the audit log and decisions name it) with `removed_at`
 * set and signs in no more. An invitation is stored as the SHA-256 of its link's token, like a
 * password reset, and works once until `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admins add column role text`.execute(db);
  await sql`update admins set role = 'owner'`.execute(db);
  await sql`alter table admins alter column role set not null`.execute(db);
  await sql`alter table admins add constraint admins_role_check
    check (role in ('owner', 'moderator', 'finance', 'catalog'))`.execute(db);
  await sql`alter table admins add column invited_by integer`.execute(db);
  await sql`alter table admins add column last_login_at timestamptz`.execute(db);
  await sql`alter table admins add column removed_at timestamptz`.execute(db);

  await db.schema
    .createTable('admin_invitations')
    .addColumn('invitation_id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('owner', 'moderator', 'finance', 'catalog')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // At most one open invitation per email: a new one retires the older first.
  await sql`create unique index admin_invitations_open_email on admin_invitations (email)
    where used_at is null and cancelled_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_invitations').execute();
  await sql`alter table admins drop column removed_at`.execute(db);
  await sql`alter table admins drop column last_login_at`.execute(db);
  await sql`alter table admins drop column invited_by`.execute(db);
  await sql`alter table admins drop constraint admins_role_check`.execute(db);
  await sql`alter table admins drop column role`.execute(db);
}
