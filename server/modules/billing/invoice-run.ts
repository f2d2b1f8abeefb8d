import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { invoiceNotice } from './invoice-notices';
import { monthIndexAt, monthIndexOf, planInvoices, yearMonthOf } from './invoice-plan';
import * as repo from './invoice-run.repo';

/** A month is billed once it ended this long ago, so its last orders have committed. */
const GRACE_MS = 10 * 60 * 1000;

type Deps = {
  db: Kysely<Database>;
  events: EventOutbox;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  batchSize?: number;
};

/** Providers billed in one transaction: a month-end run takes few round trips per provider. */
export const INVOICE_BATCH = 500;

/**
 * The invoice run (decisions 0025 and 0088). Once per finished month: the providers with
 * something due, in batches, each in a transaction of its own under its providers' locks: their
 * states read together, the invoices `planInvoices` decides for each, written together with
 * their lines; then the month is recorded as billed, and runs until the next month ends have
 * nothing to do. Answers how many invoices it created. A batch that fails is billed again one
 * provider at a time, so one provider failing does not stop the others; but the month is not
 * recorded and the run fails: the job runner logs it and the next run tries again (providers
 * already invoiced are skipped). Each invoice with something to pay tells its provider, in its
 * transaction (decision 0057).
 */
export async function runInvoices({
  db,
  events,
  clock,
  log,
  batchSize = INVOICE_BATCH,
}: Deps): Promise<number> {
  const now = clock();
  const billedMonth = monthIndexAt(new Date(now.getTime() - GRACE_MS)) - 1;
  const billed = yearMonthOf(billedMonth);
  const done = new Set((await repo.billedMonths(db)).map((m) => monthIndexOf(m.year, m.month)));
  if (done.has(billedMonth)) return 0;
  // A recorded month was billed by a run that also caught up every month before it.
  const lastBilled = Math.max(Number.NEGATIVE_INFINITY, ...done);
  const monthStart = new Date(Date.UTC(billed.year, billed.month, 1));

  const bill = (spIds: number[]) =>
    events.transaction(async (trx, record) => {
      await repo.lockProvidersBilling(trx, spIds);
      const states = await repo.billingStatesOf(trx, spIds, monthStart);
      const invoices = [...states].flatMap(([spId, state]) =>
        planInvoices({
          state: {
            latestInvoiced: state.latest
              ? monthIndexOf(state.latest.year, state.latest.month)
              : null,
            unbilled: state.unbilled,
            changed: state.changed,
          },
          billedMonth,
          wasBilled: (month) => month <= lastBilled,
        }).map((invoice) => ({ sp_id: spId, ...invoice })),
      );
      // Nothing to pay (a credit, or fees that round to nothing): settled as it is made.
      const settled = (amountDueMinor: number) => amountDueMinor <= 0;
      const ids = await repo.insertInvoices(
        trx,
        invoices.map(({ lines, ...invoice }) => ({
          ...invoice,
          ...(settled(invoice.amount_due_minor) ? { status: 'Paid' as const, paid_at: now } : {}),
        })),
      );
      const paymentIdOf = (invoice: (typeof invoices)[number]) => {
        const id = ids.get(
          repo.invoiceKey(invoice.sp_id, invoice.billing_year, invoice.billing_month),
        );
        // The locks make this unreachable; if it happens, nothing of this batch is written.
        if (id === undefined) {
          throw new Error(`invoice ${invoice.billing_year}-${invoice.billing_month} exists`);
        }
        return id;
      };
      await repo.insertInvoiceLines(
        trx,
        invoices.flatMap((invoice) => {
          const paymentId = paymentIdOf(invoice);
          return invoice.lines.map((line) => ({ ...line, payment_id: paymentId, created_at: now }));
        }),
      );
      await record(
        ...invoices
          .filter((invoice) => !settled(invoice.amount_due_minor))
          .map((invoice) =>
            invoiceNotice('invoice.issued', {
              payment_id: paymentIdOf(invoice),
              sp_id: invoice.sp_id,
              billing_year: invoice.billing_year,
              billing_month: invoice.billing_month,
              amount_due_minor: invoice.amount_due_minor,
              due_date: invoice.due_date,
            }),
          ),
      );
      return invoices.length;
    });

  const failed: number[] = [];
  const billAlone = async (spId: number) => {
    try {
      return await bill([spId]);
    } catch (err) {
      failed.push(spId);
      log.error({ err, spId }, 'invoice run failed for a provider');
      return 0;
    }
  };
  let created = 0;
  const due = await repo.providersToBill(db, monthStart, billed);
  for (let i = 0; i < due.length; i += batchSize) {
    const batch = due.slice(i, i + batchSize);
    try {
      created += await bill(batch);
    } catch (err) {
      log.error(
        { err, providers: batch.length },
        'invoice batch failed: billing its providers one by one',
      );
      for (const spId of batch) created += await billAlone(spId);
    }
  }
  if (failed.length > 0) {
    throw new Error(`The invoice run failed for providers ${failed.join(', ')}.`);
  }
  await repo.recordBilledMonth(db, billed, now);
  return created;
}
