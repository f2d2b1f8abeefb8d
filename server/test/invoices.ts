import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createBillingService } from '../modules/billing/billing.service';
import { createProvidersService } from '../modules/providers/providers.service';
import { outboxWithoutChannels } from './event-outbox';
import type { TestApp } from './test-app';

/**
 * A billing service of its own on the app's database, for calling the invoice run as the
 * hourly job does (or as a second server process would).
 */
export function invoiceRunner(t: TestApp, clock: Clock) {
  return createBillingService({
    db: t.db,
    files: undefined as never,
    audit: undefined as never, // the invoice run writes no admin action
    events: outboxWithoutChannels(t.db),
    providers: createProvidersService(t.db),
    clock,
    currency: 'PKR',
    log: t.app.log,
    pdfs: undefined as never, // renders no PDF
  });
}

/**
 * An unpaid invoice of provider `spId` for October 2026 (Rs 1,000 earned, Rs 100 due on
 * 15 November), written straight into the table: its id.
 */
export async function unpaidOctoberInvoice(db: Kysely<Database>, spId: number): Promise<number> {
  const row = await db
    .insertInto('invoices')
    .values({
      sp_id: spId,
      billing_year: 2026,
      billing_month: 10,
      total_earnings_minor: 100_000,
      amount_due_minor: 10_000,
      due_date: '2026-11-15',
    })
    .returning('payment_id')
    .executeTakeFirstOrThrow();
  return row.payment_id;
}
