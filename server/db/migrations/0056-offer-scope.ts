import { type Kysely, sql } from 'kysely';

/**
 * What an offer includes (issue 30, decision 0086): a short description of the work (materials,
 * parts, visits) and an estimated duration in minutes, both optional. The order reads its agreed
 * scope through its accepted offer, so nothing is copied onto `service_requests`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offers
    add column included text,
    add column duration_minutes integer`.execute(db);
  // The contract's bounds, held by the table too (500 characters, 15 minutes to 30 days).
  await sql`alter table offers add constraint offers_scope
    check ((included is null or char_length(included) between 1 and 500)
       and (duration_minutes is null or duration_minutes between 15 and 43200))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offers drop constraint offers_scope`.execute(db);
  await sql`alter table offers drop column included, drop column duration_minutes`.execute(db);
}
