import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { OverdueReminders } from './overdue-reminders';

export const OVERDUE_REMINDERS_JOB = 'overdue-reminders';

/**
 * Once an hour, one node reminds providers of unpaid invoices at their due day, a week and two
 * weeks after (each step once per invoice: the job runner's claim keeps nodes from running it
 * together, and each step's row keeps any run from telling twice).
 */
export function overdueRemindersJob(
  reminders: OverdueReminders,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: OVERDUE_REMINDERS_JOB,
    everyMs: 60 * 60 * 1000,
    async run() {
      const told = await reminders.run();
      if (told.due + told.overdue_7 + told.overdue_14 > 0) {
        log.info(told, 'providers reminded of overdue invoices');
      }
    },
  };
}
