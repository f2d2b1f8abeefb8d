import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import * as repo from './billing.repo';
import { invoiceNotice } from './invoice-notices';
import { monthIndexAt, monthIndexOf, planInvoices, yearMonthOf } from './invoice-plan';

/** A month is billed once it ended this long ago, so its last orders have committed. */
const GRACE_MS = 10 * 60 * 1000;

type Deps = {
  db: Kysely<Database>;
  events: EventOutbox;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * The invoice run (decision 0025). Once per finished month: for each provider with something
 * due, in a transaction of its own under the provider's lock, the invoices `planInvoices`
 * decides, written with their lines; then the month is recorded as billed, and runs until the
 * next month ends have nothing to do. Answers how many invoices it created. One provider
 * failing does not stop the others, but the month is not recorded and the run fails: the job
 * runner logs it and the next run tries again (providers already invoiced are skipped). Each
 * invoice with something to pay tells its provider, in its transaction (decision 0057).
 */
export async function runInvoices({ db, events, clock, log }: Deps): Promise<number> {
  const now = clock();
  const billedMonth = monthIndexAt(new Date(now.getTime() - GRACE_MS)) - 1;
  const billed = yearMonthOf(billedMonth);
  const done = new Set((await repo.billedMonths(db)).map((m) => monthIndexOf(m.year, m.month)));
  if (done.has(billedMonth)) return 0;
  // A recorded month was billed by a run that also caught up every month before it.
  const lastBilled = Math.max(Number.NEGATIVE_INFINITY, ...done);
  const monthStart = new Date(Date.UTC(billed.year, billed.month, 1));

  let created = 0;
  const failed: number[] = [];
  for (const spId of await repo.providersToBill(db, monthStart, billed)) {
    try {
      created += await events.transaction(async (trx, record) => {
        await repo.lockProviderBilling(trx, spId);
        const state = await repo.billingStateOf(trx, spId, monthStart);
        const plan = planInvoices({
          state: {
            latestInvoiced: state.latest
              ? monthIndexOf(state.latest.year, state.latest.month)
              : null,
            unbilled: state.unbilled,
            changed: state.changed,
          },
          billedMonth,
          wasBilled: (month) => month <= lastBilled,
        });
        for (const { lines, ...invoice } of plan) {
          // Nothing to pay (a credit, or fees that round to nothing): settled as it is made.
          const settled = invoice.amount_due_minor <= 0;
          const paymentId = await repo.insertInvoice(trx, {
            sp_id: spId,
            ...invoice,
            ...(settled ? { status: 'Paid' as const, paid_at: now } : {}),
          });
          // The lock makes this unreachable; if it happens, nothing of this provider is written.
          if (paymentId === undefined) {
            throw new Error(`invoice ${invoice.billing_year}-${invoice.billing_month} exists`);
          }
          await repo.insertInvoiceLines(
            trx,
            lines.map((line) => ({ ...line, payment_id: paymentId, created_at: now })),
          );
          if (!settled) {
            await record(
              invoiceNotice('invoice.issued', {
                payment_id: paymentId,
                sp_id: spId,
                billing_year: invoice.billing_year,
                billing_month: invoice.billing_month,
                amount_due_minor: invoice.amount_due_minor,
                due_date: invoice.due_date,
              }),
            );
          }
        }
        return plan.length;
      });
    } catch (err) {
      failed.push(spId);
      log.error({ err, spId }, 'invoice run failed for a provider');
    }
  }
  if (failed.length > 0) {
    throw new Error(`The invoice run failed for providers ${failed.join(', ')}.`);
  }
  await repo.recordBilledMonth(db, billed, now);
  return created;
}
