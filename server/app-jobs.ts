import type { FastifyBaseLogger } from 'fastify';
import { createJobRunner } from './jobs/job-runner';
import { alertOutboxJob } from './modules/alerts/alert-outbox-job';
import { appointmentRemindersJob } from './modules/appointments/appointment-reminders';
import { invoiceJob } from './modules/billing/invoice-job';
import { staleOrdersJob } from './modules/disputes/stale-orders-job';
import { emailOutboxJob } from './modules/email-notifications/email-outbox-job';
import { idCheckFilesJob } from './modules/id-checks/id-check-files-job';
import { numbersJob } from './modules/numbers/numbers-job';
import { offerExpiryJob } from './modules/offers/offer-expiry';
import { overdueRemindersJob } from './modules/overdue/overdue-job';
import { heldRequestsJob } from './modules/requests/held-requests-job';
import type { Services } from './services';

/**
 * The background jobs (decision 0019): each period's run claimed in the database, so
 * that one node of many runs it. Defined here, started by buildApp when it runs schedules.
 */
export function appJobs(
  services: Services,
  runner: Parameters<typeof createJobRunner>[0] & { log: FastifyBaseLogger },
) {
  const jobs = createJobRunner(runner);
  jobs.define(invoiceJob(services.billing.billing, runner.log));
  jobs.define(offerExpiryJob(services.offerExpiry, runner.log));
  jobs.define(staleOrdersJob(services.staleOrderReminders, runner.log));
  jobs.define(heldRequestsJob(services.requests.requests, runner.log));
  jobs.define(emailOutboxJob(services.emailNotifications.emails, runner.log));
  jobs.define(alertOutboxJob(services.alerts.alerts, runner.log));
  jobs.define(idCheckFilesJob(services.idChecks.idChecks, runner.log));
  jobs.define(numbersJob(services.numbers.numbers, runner.log));
  jobs.define(overdueRemindersJob(services.overdueReminders, runner.log));
  jobs.define(appointmentRemindersJob(services.appointmentReminders, runner.log));
  return jobs;
}
