import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { InvoiceDetails } from '#contracts/billing';
import type { RequestStatus } from '../db/schema';
import { get } from './factories';
import { invoiceRunner } from './invoices';
import { LAHORE, LEAK_REPAIR, newClient, type User } from './marketplace';
import { createTestApp, type TestApp } from './test-app';

/**
 * The invoice run's tests' world (invoice-lines and invoice-adjustments): an app on a clock the
 * tests move, a client whose completed orders are written straight into the table, and the run
 * called as the hourly job calls it. Each test bills months of a year of its own, later than the
 * last test's (`nextYear`): time only moves on.
 */
export function invoiceWorld() {
  let now = new Date('2026-03-02T09:00:00Z');
  const clock = () => now;
  let next = 2026;
  let year = next;
  let t: TestApp;
  let client: User;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    client = await newClient(t);
  });
  afterAll(() => t.close());

  /** A completed order of `sp`, written straight into the table (minor units). */
  async function completed(sp: User, priceMinor: number, when: string) {
    const at = new Date(when);
    const row = await t.db
      .insertInto('service_requests')
      .values({
        client_id: client.id,
        service_id: LEAK_REPAIR,
        city_id: LAHORE,
        description: 'The kitchen tap drips all night',
        address: '5 Canal View',
        status: 'completed',
        sp_id: sp.id,
        price_minor: priceMinor,
        request_date: at,
        accepted_at: at,
        completed_date: at,
      })
      .returning('request_id')
      .executeTakeFirstOrThrow();
    return row.request_id;
  }

  /** What a dispute (or its resolution) does to an order, done directly as the test's setup. */
  async function setOrder(
    requestId: number,
    change: { status: RequestStatus; price_minor?: number; at?: string },
  ) {
    const at = change.at ? new Date(change.at) : now;
    await t.db
      .updateTable('service_requests')
      .set({
        status: change.status,
        ...(change.price_minor === undefined ? {} : { price_minor: change.price_minor }),
        ...(change.status === 'disputed' ? { disputed_at: at } : {}),
        ...(change.status === 'cancelled' ? { cancelled_at: at } : {}),
      })
      .where('request_id', '=', requestId)
      .execute();
  }

  /** The invoice run at `when` (the hourly job calls the same service function). */
  async function runAt(when: string) {
    now = new Date(when);
    await invoiceRunner(t, clock).generate();
  }

  const invoicesOf = (sp: User) =>
    t.db
      .selectFrom('invoices')
      .selectAll()
      .where('sp_id', '=', sp.id)
      .orderBy('billing_year')
      .orderBy('billing_month')
      .execute();

  const linesOf = (paymentId: number) =>
    t.db
      .selectFrom('invoice_lines')
      .select(['request_id', 'kind', 'price_minor', 'earnings_minor', 'fee_minor'])
      .where('payment_id', '=', paymentId)
      .orderBy('line_id')
      .execute();

  async function details(sp: User, paymentId: number) {
    const res = await get(t, `/api/sp/invoiceDetails/${paymentId}`, sp.token);
    expect(res.statusCode).toBe(200);
    return res.json() as InvoiceDetails;
  }

  /** Every invoice's totals are the sums of its lines. */
  async function expectTotalsAreSumsOfLines() {
    const mismatched = await sql<{ payment_id: number }>`
      select i.payment_id from invoices i
      left join invoice_lines l on l.payment_id = i.payment_id
      group by i.payment_id
      having i.total_earnings_minor <> coalesce(sum(l.earnings_minor), 0)
          or i.amount_due_minor <> coalesce(sum(l.fee_minor), 0)`.execute(t.db);
    expect(mismatched.rows).toEqual([]);
  }

  return {
    get t() {
      return t;
    },
    /** The current test's year. */
    get year() {
      return year;
    },
    /** Moves the tests on to a year of their own. */
    nextYear() {
      year = next++;
      return year;
    },
    /** A time in the current test's year: `at('02-10T10:00:00Z')`. */
    at: (rest: string) => `${year}-${rest}`,
    completed,
    setOrder,
    runAt,
    invoicesOf,
    linesOf,
    details,
    expectTotalsAreSumsOfLines,
  };
}
