import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Sums of completed prices (minor units) completed in [since, now], one per `since`. */
export async function earningsSince(db: Db, spId: number, now: Date, since: Date[]) {
  const row = await db
    .selectFrom('service_requests')
    .select(
      since.map((from, i) =>
        sql<
          string | number
        >`coalesce(sum(price_minor) filter (where completed_date >= ${from}), 0)`.as(`s${i}`),
      ),
    )
    .where('sp_id', '=', spId)
    .where('status', '=', 'completed')
    .where('completed_date', '<=', now)
    .executeTakeFirstOrThrow();
  return since.map((_, i) => Number((row as Record<string, string | number>)[`s${i}`]));
}

/** Completed totals (minor units) per UTC calendar month from `from` to `now`. */
export async function monthlyEarnings(db: Db, spId: number, from: Date, now: Date) {
  const month = sql<string>`to_char(completed_date at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .selectFrom('service_requests')
    .select([month.as('month'), sql<string | number>`sum(price_minor)`.as('total')])
    .where('sp_id', '=', spId)
    .where('status', '=', 'completed')
    .where('completed_date', '>=', from)
    .where('completed_date', '<=', now)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.total)]));
}

/** The provider's completed orders now under dispute: their prices (minor units) and count. */
export async function onHold(db: Db, spId: number) {
  const row = await db
    .selectFrom('service_requests')
    .select([
      sql<string | number>`coalesce(sum(price_minor), 0)`.as('total'),
      (eb) => eb.fn.countAll<string | number>().as('n'),
    ])
    .where('sp_id', '=', spId)
    .where('status', '=', 'disputed')
    .where('completed_date', 'is not', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), orders: Number(row.n) };
}
