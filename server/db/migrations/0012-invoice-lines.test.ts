import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertParties, openEmptyDatabase } from '../../test/empty-database';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';
import { seedReferenceData } from '../seed';

// The run's engine: PGlite from scratch, or a database of its own on TEST_DATABASE_URL.
let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('t_m0012'));
});
afterAll(() => close());

it('gives existing invoices the lines of their orders, adding up to what they billed; their months are billed', async () => {
  await migrateTo(db, '0011-disputes');
  await seedReferenceData(db, { urdu: false });
  await insertParties(db, 'Ayesha');
  // Provider 2: three orders in April (one at a half fee), one in May; provider 3: one in April.
  await sql`insert into service_requests
      (request_id, client_id, service_id, city_id, description, address, status, sp_id,
       price_minor, accepted_at, completed_date)
    values
      (1, 1, 1, 2, 'd', 'a1', 'completed', 2, 1005, '2026-04-01', '2026-04-03T10:00:00Z'),
      (2, 1, 1, 2, 'd', 'a2', 'completed', 2, 1005, '2026-04-01', '2026-04-02T10:00:00Z'),
      (3, 1, 1, 2, 'd', 'a3', 'completed', 2, 1005, '2026-04-01', '2026-04-30T23:59:59Z'),
      (4, 1, 1, 2, 'd', 'a4', 'completed', 2, 50000, '2026-05-01', '2026-05-01T00:00:00Z'),
      (5, 1, 1, 2, 'd', 'a5', 'completed', 3, 70000, '2026-04-01', '2026-04-09T10:00:00Z'),
      (6, 1, 1, 2, 'd', 'a6', 'accepted', 2, 9900, '2026-04-01', null)`.execute(db);
  // As the old run billed them: one fee on each month's sum.
  await sql`insert into invoices
      (payment_id, sp_id, billing_year, billing_month, total_earnings_minor, amount_due_minor,
       due_date, created_at)
    values (10, 2, 2026, 4, 3015, 302, '2026-05-15', '2026-05-01T00:10:00Z'),
           (11, 3, 2026, 4, 70000, 7000, '2026-05-15', '2026-05-01T00:10:00Z')`.execute(db);

  await migrateTo(db, 'latest');

  const lines = await db
    .selectFrom('invoice_lines')
    .select([
      'payment_id',
      'request_id',
      'kind',
      'service_name',
      'client_name',
      'address',
      'price_minor',
      'earnings_minor',
      'fee_minor',
      'created_at',
    ])
    .orderBy('line_id')
    .execute();
  const line = (paymentId: number, requestId: number, price: number, fee: number) => ({
    payment_id: paymentId,
    request_id: requestId,
    kind: 'order',
    service_name: 'Leak Repair',
    client_name: 'Ayesha',
    address: `a${requestId}`,
    price_minor: price,
    earnings_minor: price,
    fee_minor: fee,
    created_at: new Date('2026-05-01T00:10:00Z'),
  });
  // In completion order; the May order waits for May's invoice.
  expect(lines).toEqual([
    line(10, 2, 1005, 101),
    line(10, 1, 1005, 100),
    line(10, 3, 1005, 101),
    line(11, 5, 70000, 7000),
  ]);
  const sums = await sql<{ payment_id: number; earnings: number; fees: number }>`
    select i.payment_id, i.total_earnings_minor - sum(l.earnings_minor)::bigint as earnings,
      i.amount_due_minor - sum(l.fee_minor)::bigint as fees
    from invoices i join invoice_lines l on l.payment_id = i.payment_id
    group by i.payment_id order by i.payment_id`.execute(db);
  expect(sums.rows).toEqual([
    { payment_id: 10, earnings: 0, fees: 0 },
    { payment_id: 11, earnings: 0, fees: 0 },
  ]);

  // April was billed; May, with its order, waits for its run.
  expect(
    await db
      .selectFrom('billed_months')
      .select(['billing_year', 'billing_month', 'billed_at'])
      .execute(),
  ).toEqual([
    { billing_year: 2026, billing_month: 4, billed_at: new Date('2026-05-01T00:10:00Z') },
  ]);

  // An order is billed by one 'order' line at most.
  await expect(
    sql`insert into invoice_lines (payment_id, request_id, kind, service_name, client_name,
        address, price_minor, earnings_minor, fee_minor, created_at)
      values (11, 1, 'order', 's', 'c', 'a', 1005, 1005, 101, now())`.execute(db),
  ).rejects.toThrow();
});
