import { z } from 'zod';

/** The periods the admin's Numbers read: the last 7, 30 or 90 days (Asia/Karachi days). */
export const NUMBERS_PERIODS = [7, 30, 90] as const;
export type NumbersPeriod = (typeof NUMBERS_PERIODS)[number];

export const numbersQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n): n is NumbersPeriod => (NUMBERS_PERIODS as readonly number[]).includes(n), {
      message: 'expected 7, 30 or 90',
    })
    .default(30),
});
export type NumbersQuery = z.output<typeof numbersQuery>;

/** A request counts as filled when an offer was accepted within this many hours of it. */
export const FILL_WINDOW_HOURS = 48;

/**
 * The edges, in minutes after the request, of the buckets the time to a first offer is counted
 * in (decision 0070): bucket i holds [edge i, edge i+1); the last ends at FILL_WINDOW_HOURS.
 * A first offer later than that is not counted. The median is read as the bucket holding it.
 */
export const FIRST_OFFER_EDGES = [
  0, 5, 10, 15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1080, 1440, 2160, 2880,
] as const;
export const FIRST_OFFER_BUCKETS = FIRST_OFFER_EDGES.length - 1;

/** Asia/Karachi is UTC+5 all year (no daylight saving since 2009). */
export const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Karachi calendar day of a moment, YYYY-MM-DD. */
export const karachiDay = (at: Date) =>
  new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 10);

/** The day `n` days after (negative: before) a YYYY-MM-DD day. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The bucket holding the median of a histogram (its lower half reaches 50%), or null if empty. */
export function medianBucket(counts: readonly number[]): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [i, n] of counts.entries()) {
    seen += n;
    if (seen * 2 >= total) return i;
  }
  return counts.length - 1;
}

const minutesRange = z.object({ from_minutes: z.number(), to_minutes: z.number() });

export const numbersDay = z.object({
  day: z.string(),
  requests: z.number(),
  filled_48h: z.number(),
  offered_48h: z.number(),
  accepted_orders: z.number(),
  accepted_value: z.number(),
  fees_billed: z.number(),
  fees_collected: z.number(),
});
export type NumbersDay = z.infer<typeof numbersDay>;

export const numbersSupply = z.object({
  city_id: z.number(),
  city: z.string(),
  service_id: z.number(),
  service: z.string(),
  /** Active providers offering the service (available) in the city. */
  providers: z.number(),
  /** Requests for the service in the city in the period. */
  requests: z.number(),
});
export type NumbersSupply = z.infer<typeof numbersSupply>;

export const numbersAnswer = z.object({
  /** When the rollups were last computed; null: never yet (nothing to show). */
  as_of: z.string().nullable(),
  days: z.number(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    requests: z.number(),
    filled_48h: z.number(),
    /** filled_48h / requests, 0..1; null without requests. */
    fill_rate: z.number().nullable(),
    offered_48h: z.number(),
    /** The bucket holding the median time to a first offer (of requests offered within 48 h). */
    median_first_offer: minutesRange.nullable(),
    accepted_orders: z.number(),
    accepted_value: z.number(),
    fees_billed: z.number(),
    fees_collected: z.number(),
  }),
  /** Unpaid invoices past their due day, as of `as_of`. */
  overdue: z.object({ invoices: z.number(), amount: z.number(), providers: z.number() }),
  daily: z.array(numbersDay),
  first_offer: z.array(minutesRange.extend({ requests: z.number() })),
  /** Supply and demand per city and service, most requested first (at most SUPPLY_ROWS). */
  supply: z.array(numbersSupply),
});
export type NumbersAnswer = z.infer<typeof numbersAnswer>;

export const SUPPLY_ROWS = 50;
