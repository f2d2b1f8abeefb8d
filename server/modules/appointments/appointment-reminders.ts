import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent } from '#contracts/domain-events';
import type { EventOutbox } from '../../events/event-outbox';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import { lateNotice, reminderNotices } from './appointment-notices';
import * as repo from './appointments.repo';

export const APPOINTMENT_REMINDERS_JOB = 'appointment-reminders';
export const APPOINTMENT_REMINDERS_EVERY_MS = 5 * 60 * 1000;
/** Appointments handled per transaction; a run loops until a batch comes back short. */
const BATCH = 200;

function eventOf(step: repo.DueStep, a: repo.DueAppointment): DomainEvent {
  const subject = { entity: 'order', id: a.request_id } as const;
  if (step === 'late') return { type: 'order.provider_late', subject, notices: [lateNotice(a)] };
  const kind = step === 'evening' ? 'appointment_evening' : 'appointment_soon';
  return { type: 'order.reminder', subject, notices: reminderNotices(kind, a) };
}

/**
 * What time does to a booked appointment, read against the injected clock (decision 0076):
 * both parties are reminded the evening before and an hour before; a client whose provider has
 * not set off by the start is prompted to reschedule or cancel. Each once: the mark and the
 * event commit together.
 */
export function createAppointmentReminders(d: { events: EventOutbox; clock: Clock }) {
  async function drain(step: repo.DueStep, now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await d.events.transaction(async (trx, record) => {
        const due = await repo.markDue(trx, step, now, BATCH);
        await record(...due.map((a) => eventOf(step, a)));
        return due.length;
      });
      total += n;
      if (n < BATCH) return total;
    }
  }

  return {
    /** One pass at `now`: the hour's reminders first (a late run sends no evening one then). */
    async run(now = d.clock()) {
      const hour = await drain('hour', now);
      const evening = await drain('evening', now);
      const late = await drain('late', now);
      return { evening, hour, late };
    },
  };
}

export type AppointmentReminders = ReturnType<typeof createAppointmentReminders>;

export function appointmentRemindersJob(
  reminders: AppointmentReminders,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: APPOINTMENT_REMINDERS_JOB,
    everyMs: APPOINTMENT_REMINDERS_EVERY_MS,
    async run() {
      const counts = await reminders.run();
      if (counts.evening + counts.hour + counts.late > 0)
        log.info(counts, 'appointments reminded or late prompted');
    },
  };
}
