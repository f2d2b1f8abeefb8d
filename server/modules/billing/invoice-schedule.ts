import type { FastifyBaseLogger } from 'fastify';
import type { BillingService } from './billing.service';

export const INVOICE_RUN_EVERY_MS = 60 * 60 * 1000;

/** Generates invoices now and then every hour; answers a stop function. */
export function scheduleInvoices(billing: BillingService, log: FastifyBaseLogger): () => void {
  const run = () =>
    billing
      .generate()
      .then((created) => {
        if (created > 0) log.info({ created }, 'invoices generated');
      })
      .catch((err) => log.error({ err }, 'invoice generation failed'));
  void run();
  const timer = setInterval(run, INVOICE_RUN_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
