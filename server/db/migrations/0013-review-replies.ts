import { type Kysely, sql } from 'kysely';

/**
 * A provider may answer each review on its profile once: the reply and when it was written
 * sit on the review's row (both set, or neither).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('feedback')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('feedback')
    .addCheckConstraint('feedback_reply_dated', sql`(reply is null) = (replied_at is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').dropConstraint('feedback_reply_dated').execute();
  await db.schema.alterTable('feedback').dropColumn('reply').dropColumn('replied_at').execute();
}
