import { type Kysely, sql, type Transaction } from 'kysely';
import type { WeekdayHours } from '#contracts/provider-week';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The provider's hours by weekday (empty: never set). */
export function hoursOf(db: Db, spId: number): Promise<WeekdayHours[]> {
  return db
    .selectFrom('provider_hours')
    .select(['weekday', 'opens_minute', 'closes_minute'])
    .where('sp_id', '=', spId)
    .orderBy('weekday')
    .execute();
}

/** Replaces the provider's week with `hours` (none: not set). */
export async function replaceHours(db: Db, spId: number, hours: WeekdayHours[]): Promise<void> {
  await db.deleteFrom('provider_hours').where('sp_id', '=', spId).execute();
  if (hours.length === 0) return;
  await db
    .insertInto('provider_hours')
    .values(hours.map((h) => ({ sp_id: spId, ...h })))
    .execute();
}

/** The provider's days off from `fromDay` on, in order (YYYY-MM-DD). */
export async function daysOffFrom(db: Db, spId: number, fromDay: string): Promise<string[]> {
  const rows = await db
    .selectFrom('provider_days_off')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('sp_id', '=', spId)
    .where('day', '>=', fromDay)
    .orderBy('provider_days_off.day')
    .execute();
  return rows.map((r) => r.day);
}

/** Replaces the provider's days off from `fromDay` on with `days` (the past ones stay). */
export async function replaceDaysOff(
  db: Db,
  spId: number,
  fromDay: string,
  days: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('provider_days_off')
    .where('sp_id', '=', spId)
    .where('day', '>=', fromDay)
    .execute();
  if (days.length === 0) return;
  await db
    .insertInto('provider_days_off')
    .values(days.map((day) => ({ sp_id: spId, day })))
    .execute();
}
