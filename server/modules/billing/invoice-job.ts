import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { BillingService } from './billing.service';

export const INVOICE_JOB = 'invoices';
export const INVOICE_RUN_EVERY_MS = 60 * 60 * 1000;

/**
 * Bills every finished month once an hour, then reminds providers of unpaid invoices due soon
 * or overdue (both idempotent; the job runner runs it on one node per period).
 */
export function invoiceJob(
  billing: BillingService,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: INVOICE_JOB,
    everyMs: INVOICE_RUN_EVERY_MS,
    async run() {
      try {
        const created = await billing.generate();
        if (created > 0) log.info({ created }, 'invoices generated');
      } finally {
        // A provider the run could not bill does not hold up the others' reminders.
        const told = await billing.remindUnpaid();
        if (told.dueSoon + told.overdue > 0) log.info(told, 'providers reminded of invoices');
      }
    },
  };
}
