import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { BillingService } from './billing.service';

export const INVOICE_JOB = 'invoices';
export const INVOICE_RUN_EVERY_MS = 60 * 60 * 1000;

/** Bills every finished month once an hour (idempotent; the job runner runs it on one node). */
export function invoiceJob(
  billing: BillingService,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: INVOICE_JOB,
    everyMs: INVOICE_RUN_EVERY_MS,
    async run() {
      const created = await billing.generate();
      if (created > 0) log.info({ created }, 'invoices generated');
    },
  };
}
