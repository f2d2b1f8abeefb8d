import type { DomainEvent } from '#contracts/domain-events';
import type { ReminderStep } from '../../db/schema-overdue';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { daysOverdue, LEAD_HOLD_DAYS_OVERDUE, utcDay } from './lead-hold';
import { type ReminderRow, takeReminderStep } from './overdue.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invoices reminded per transaction; a step loops until a batch comes back short. */
const BATCH = 200;

/**
 * The reminder steps (decision 0069): days after the due day each starts, and the day the next
 * one takes over (a run that missed a step's days skips it rather than send a stale one).
 * The last step has no end: an invoice found later still gets it once, saying its real days.
 */
export const REMINDER_STEPS: readonly { step: ReminderStep; from: number; until: number | null }[] =
  [
    { step: 'due', from: 0, until: 1 },
    { step: 'overdue_7', from: 7, until: 14 },
    { step: 'overdue_14', from: 14, until: null },
  ];

const dayBefore = (now: Date, days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));

/** The event telling the provider of an unpaid invoice at a step: bell, email, alerts. */
export function reminderEvent(row: ReminderRow, now: Date): DomainEvent {
  const invoice = { entity: 'invoice' as const, id: row.payment_id };
  return {
    type: 'invoice.reminded',
    subject: invoice,
    notices: [
      {
        to: { id: row.sp_id, role: 'serviceproviders' },
        kind: 'invoice_reminder',
        params: {
          year: row.billing_year,
          month: row.billing_month,
          price_minor: row.amount_due_minor,
          due: row.due_date,
          days: daysOverdue(row.due_date, now),
          hold_days: LEAD_HOLD_DAYS_OVERDUE,
        },
        chat: null,
        target: invoice,
      },
    ],
  };
}

/**
 * Reminders of unpaid invoices at their due day, a week and two weeks after, read against the
 * injected clock; each step once per invoice (its row in invoice_reminders, written in the
 * notice's transaction). An invoice paid, or with a proof waiting for the admin, is not
 * reminded. Texts are made in the provider's language when read or sent (the seam's channels).
 */
export function createOverdueReminders(d: { events: EventOutbox; clock: Clock }) {
  async function remind(
    step: ReminderStep,
    days: { fromDay: string | null; toDay: string },
    now: Date,
  ) {
    let total = 0;
    for (;;) {
      const n = await d.events.transaction(async (trx, record) => {
        const rows = await takeReminderStep(trx, step, days, now, BATCH);
        await record(...rows.map((row) => reminderEvent(row, now)));
        return rows.length;
      });
      total += n;
      if (n < BATCH) return total;
    }
  }

  return {
    /** One pass at `now`: how many invoices each step reminded. */
    async run(now = d.clock()): Promise<Record<ReminderStep, number>> {
      const told = { due: 0, overdue_7: 0, overdue_14: 0 };
      for (const { step, from, until } of REMINDER_STEPS) {
        const fromDay = until === null ? null : dayBefore(now, until - 1);
        told[step] = await remind(step, { fromDay, toDay: dayBefore(now, from) }, now);
      }
      return told;
    },
  };
}

export type OverdueReminders = ReturnType<typeof createOverdueReminders>;
