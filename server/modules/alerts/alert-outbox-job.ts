import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Alerts } from './alerts.service';

export const ALERT_OUTBOX_JOB = 'alert-outbox';

/**
 * Every minute, one node sends the alerts that waited (a chat's pause, quiet hours, a retry) or
 * that a node which queued them did not send (it stopped).
 */
export function alertOutboxJob(
  alerts: Alerts,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: ALERT_OUTBOX_JOB,
    everyMs: 60 * 1000,
    timeoutMs: 15 * 60 * 1000,
    async run() {
      const counts = await alerts.sendDue();
      if (counts.sent + counts.retried + counts.failed > 0) log.info(counts, 'alerts sent');
    },
  };
}
