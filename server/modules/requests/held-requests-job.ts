import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { RequestsService } from './requests.service';

export const HELD_REQUESTS_JOB = 'held-requests';
export const HELD_REQUESTS_EVERY_MS = 60 * 1000;

/**
 * Announces, once a minute, the requests filed with a photo to follow whose photo did not come
 * within ANNOUNCE_HOLD_MS (the upload failed, or the page closed): walkthrough M1.
 */
export function heldRequestsJob(
  requests: Pick<RequestsService, 'announceHeld'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: HELD_REQUESTS_JOB,
    everyMs: HELD_REQUESTS_EVERY_MS,
    async run() {
      const announced = await requests.announceHeld();
      if (announced > 0) log.info({ announced }, 'requests announced without their photo');
    },
  };
}
