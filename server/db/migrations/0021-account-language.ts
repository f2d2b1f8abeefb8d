import { type Kysely, sql } from 'kysely';

/** The language an account reads: its emails, notifications and invoices are written in it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('language', 'text', (c) =>
      c.notNull().defaultTo('en').check(sql`language in ('en', 'ur')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('language').execute();
}
