import type { Kysely } from 'kysely';
import {
  addDays,
  FIRST_OFFER_BUCKETS,
  FIRST_OFFER_EDGES,
  karachiDay,
  medianBucket,
  type NumbersAnswer,
  type NumbersDay,
  SUPPLY_ROWS,
} from '#contracts/numbers';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { csvLine } from '../audit-log/csv-cells';
import * as repo from './numbers.repo';
import * as rollup from './numbers-rollup.repo';

/**
 * Days the job recomputes, ending today: a request's fill and first offer can change for 48 h
 * after it, so a request of the day before yesterday's start is final by today's; one more day
 * covers a run that came just before midnight and the next just after.
 */
export const RECOMPUTE_DAYS = 4;
/** The first run backfills history this many days per transaction. */
const BACKFILL_CHUNK_DAYS = 31;

const major = (minor: number) => Math.round(minor) / 100;

const range = (i: number) => ({
  from_minutes: FIRST_OFFER_EDGES[i] ?? 0,
  to_minutes: FIRST_OFFER_EDGES[i + 1] ?? 0,
});

/** The admin's Numbers (decision 0070): rollups kept by the job, read by the admin. */
export function createNumbersService(db: Kysely<Database>, clock: Clock) {
  /**
   * One run of the job: recomputes the days that can still change since the last run (the
   * first run: every day since the first request or invoice), then supply and the snapshot.
   * Idempotent: each day's rows are deleted and written again in one transaction.
   */
  async function roll(): Promise<{ from: string | null; to: string }> {
    const now = clock();
    const today = karachiDay(now);
    const last = await repo.snapshot(db);
    let from: string | null;
    if (last) {
      const lastDay = karachiDay(last.computed_at);
      from = addDays(lastDay < today ? lastDay : today, 1 - RECOMPUTE_DAYS);
    } else {
      from = await rollup.firstDay(db);
    }
    if (from !== null && from > today) from = today;
    for (let day = from; day !== null && day <= today; day = addDays(day, BACKFILL_CHUNK_DAYS)) {
      const chunkFrom = day;
      const chunkEnd = addDays(day, BACKFILL_CHUNK_DAYS - 1);
      await db
        .transaction()
        .execute((trx) => rollup.rollDays(trx, chunkFrom, chunkEnd < today ? chunkEnd : today));
    }
    await db.transaction().execute(async (trx) => {
      await rollup.rollSupply(trx, today);
      await rollup.writeSnapshot(trx, now);
    });
    return { from, to: today };
  }

  async function read(days: number, language: Language): Promise<NumbersAnswer> {
    const snap = await repo.snapshot(db);
    const to = karachiDay(snap?.computed_at ?? clock());
    const from = addDays(to, 1 - days);
    const rows = snap ? await repo.days(db, from, to) : [];
    const period = `requests_${days}d` as repo.SupplyPeriod;
    const supply = snap ? await repo.supply(db, period, language, SUPPLY_ROWS) : [];
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const buckets = new Array<number>(FIRST_OFFER_BUCKETS).fill(0);
    const daily: NumbersDay[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const r = byDay.get(day);
      r?.first_offer_buckets.forEach((n, i) => {
        buckets[i] = (buckets[i] ?? 0) + n;
      });
      daily.push({
        day,
        requests: r?.requests ?? 0,
        filled_48h: r?.filled_48h ?? 0,
        offered_48h: r?.offered_48h ?? 0,
        accepted_orders: r?.accepted_orders ?? 0,
        accepted_value: major(r?.accepted_value_minor ?? 0),
        fees_billed: major(r?.fees_billed_minor ?? 0),
        fees_collected: major(r?.fees_collected_minor ?? 0),
      });
    }
    const sum = (key: keyof Omit<NumbersDay, 'day'>) =>
      Math.round(daily.reduce((a, d) => a + d[key] * 100, 0)) / 100;
    const requests = sum('requests');
    const filled = sum('filled_48h');
    const median = medianBucket(buckets);
    return {
      as_of: snap ? snap.computed_at.toISOString() : null,
      days,
      from,
      to,
      totals: {
        requests,
        filled_48h: filled,
        fill_rate: requests > 0 ? filled / requests : null,
        offered_48h: sum('offered_48h'),
        median_first_offer: median === null ? null : range(median),
        accepted_orders: sum('accepted_orders'),
        accepted_value: sum('accepted_value'),
        fees_billed: sum('fees_billed'),
        fees_collected: sum('fees_collected'),
      },
      overdue: {
        invoices: snap?.overdue_invoices ?? 0,
        amount: major(snap?.overdue_minor ?? 0),
        providers: snap?.overdue_providers ?? 0,
      },
      daily,
      first_offer: buckets.map((n, i) => ({ ...range(i), requests: n })),
      supply: supply.map((s) => ({ ...s, requests: Number(s.requests) })),
    };
  }

  /** The same figures as CSV: one section per table, a blank line between them. */
  async function csv(days: number, language: Language): Promise<string> {
    const n = await read(days, language);
    const t = n.totals;
    const median = t.median_first_offer;
    let out = csvLine(['figure', 'value']);
    const figures: [string, string | number | null][] = [
      ['as_of', n.as_of],
      ['from', n.from],
      ['to', n.to],
      ['requests', t.requests],
      ['filled_48h', t.filled_48h],
      ['fill_rate', t.fill_rate === null ? null : Number(t.fill_rate.toFixed(4))],
      ['offered_48h', t.offered_48h],
      ['median_first_offer_from_minutes', median?.from_minutes ?? null],
      ['median_first_offer_to_minutes', median?.to_minutes ?? null],
      ['accepted_orders', t.accepted_orders],
      ['accepted_value', t.accepted_value],
      ['fees_billed', t.fees_billed],
      ['fees_collected', t.fees_collected],
      ['overdue_invoices', n.overdue.invoices],
      ['overdue_amount', n.overdue.amount],
      ['overdue_providers', n.overdue.providers],
    ];
    for (const row of figures) out += csvLine(row);
    out += `\r\n${csvLine(['day', 'requests', 'filled_48h', 'offered_48h', 'accepted_orders', 'accepted_value', 'fees_billed', 'fees_collected'])}`;
    for (const d of n.daily) {
      out += csvLine([
        d.day,
        d.requests,
        d.filled_48h,
        d.offered_48h,
        d.accepted_orders,
        d.accepted_value,
        d.fees_billed,
        d.fees_collected,
      ]);
    }
    out += `\r\n${csvLine(['first_offer_from_minutes', 'first_offer_to_minutes', 'requests'])}`;
    for (const b of n.first_offer) out += csvLine([b.from_minutes, b.to_minutes, b.requests]);
    out += `\r\n${csvLine(['city_id', 'city', 'service_id', 'service', 'providers', 'requests'])}`;
    for (const s of n.supply) {
      out += csvLine([s.city_id, s.city, s.service_id, s.service, s.providers, s.requests]);
    }
    return out;
  }

  return { roll, read, csv };
}

export type NumbersService = ReturnType<typeof createNumbersService>;
