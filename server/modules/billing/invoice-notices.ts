import { INVOICE_DUE_SOON_DAYS } from '#contracts/billing';
import type { DomainEvent } from '#contracts/domain-events';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { claimInvoiceNotices, type InvoiceNoticeRow } from './billing.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invoices told of per transaction; a run loops until a batch comes back short. */
const BATCH = 200;

/** The UTC calendar day of a moment, YYYY-MM-DD (invoices fall due on UTC days: statusAt). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

type Told = 'invoice.issued' | 'invoice.due_soon' | 'invoice.overdue';
const KIND = {
  'invoice.issued': 'invoice_issued',
  'invoice.due_soon': 'invoice_due_soon',
  'invoice.overdue': 'invoice_overdue',
} as const;

/**
 * The event telling the provider about their invoice (decision 0057): its month, amount and
 * due day; the bell and the email open the invoice on the billing page.
 */
export function invoiceNotice(type: Told, row: InvoiceNoticeRow): DomainEvent {
  const invoice = { entity: 'invoice' as const, id: row.payment_id };
  return {
    type,
    subject: invoice,
    notices: [
      {
        to: { id: row.sp_id, role: 'serviceproviders' },
        kind: KIND[type],
        params: {
          year: row.billing_year,
          month: row.billing_month,
          price_minor: row.amount_due_minor,
          due: row.due_date,
        },
        chat: null,
        target: invoice,
      },
    ],
  };
}

/**
 * Reminders of unpaid invoices, read against the injected clock (decision 0057): "due soon"
 * from INVOICE_DUE_SOON_DAYS days before the due day until it ends, "overdue" once it has
 * ended; each once per invoice (the invoice row records it, in the notice's transaction). An
 * invoice paid, or with a proof waiting for the admin, is not reminded.
 */
export function createInvoiceReminders(d: { events: EventOutbox; clock: Clock }) {
  async function tell(
    type: 'invoice.due_soon' | 'invoice.overdue',
    days: { fromDay: string | null; toDay: string },
    now: Date,
  ) {
    const column = type === 'invoice.due_soon' ? 'due_soon_noticed_at' : 'overdue_noticed_at';
    let total = 0;
    for (;;) {
      const n = await d.events.transaction(async (trx, record) => {
        const rows = await claimInvoiceNotices(trx, column, days, now, BATCH);
        await record(...rows.map((row) => invoiceNotice(type, row)));
        return rows.length;
      });
      total += n;
      if (n < BATCH) return total;
    }
  }

  return {
    /** One pass at `now`: overdue first, so an invoice already overdue is not "due soon". */
    async run(now = d.clock()) {
      const today = dayOf(now);
      const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
      const overdue = await tell('invoice.overdue', { fromDay: null, toDay: yesterday }, now);
      const horizon = dayOf(new Date(now.getTime() + INVOICE_DUE_SOON_DAYS * DAY_MS));
      const dueSoon = await tell('invoice.due_soon', { fromDay: today, toDay: horizon }, now);
      return { dueSoon, overdue };
    },
  };
}

export type InvoiceReminders = ReturnType<typeof createInvoiceReminders>;
