import { type Kysely, sql } from 'kysely';

/**
 * News about one's own account (an ID check decided, something one wrote hidden by a
 * moderator) is a notification group of its own, `account`, no longer filed under order
 * changes. Its email switch starts on for everyone: the order-changes switch a person turned
 * off was described as orders completed, cancelled or disputed, so it is not copied. Push and
 * text switches need no column (`alert_switches` has a row per group a person changed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notification_settings
    add column account boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from alert_switches where alert_group = 'account'`.execute(db);
  await sql`update alert_outbox set alert_group = 'orders' where alert_group = 'account'`.execute(
    db,
  );
  await sql`update email_outbox set email_group = 'orders' where email_group = 'account'`.execute(
    db,
  );
  await sql`alter table notification_settings drop column account`.execute(db);
}
