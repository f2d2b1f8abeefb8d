import { type Kysely, sql } from 'kysely';

/**
 * The provider's week (issue 29 item 3, decision 0078): its working hours per weekday and its
 * days off. A provider with no rows in `provider_hours` has not set hours: always available.
 * Once set, every weekday has a row; a closed day has no hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table provider_hours (
    sp_id integer not null references service_providers (sp_id) on delete cascade,
    weekday smallint not null,
    opens_minute smallint,
    closes_minute smallint,
    primary key (sp_id, weekday),
    constraint provider_hours_weekday check (weekday between 0 and 6),
    constraint provider_hours_open check (
      (opens_minute is null) = (closes_minute is null)
      and (opens_minute is null
        or (opens_minute >= 0 and closes_minute <= 1440 and opens_minute < closes_minute)))
  )`.execute(db);
  await sql`create table provider_days_off (
    sp_id integer not null references service_providers (sp_id) on delete cascade,
    day date not null,
    primary key (sp_id, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table provider_days_off`.execute(db);
  await sql`drop table provider_hours`.execute(db);
}
