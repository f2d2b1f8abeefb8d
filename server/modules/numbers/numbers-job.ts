import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { NumbersService } from './numbers.service';

export const NUMBERS_JOB = 'numbers';
export const NUMBERS_EVERY_MS = 10 * 60 * 1000;

/**
 * Keeps the admin's Numbers rollups (decision 0070): every 10 minutes, and at start (so a
 * fresh `npm start` with demo data shows them), the days that can still change; the first run
 * backfills all history.
 */
export function numbersJob(
  numbers: Pick<NumbersService, 'roll'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: NUMBERS_JOB,
    everyMs: NUMBERS_EVERY_MS,
    // The first run backfills all history (minutes on a large database): no other node takes
    // it for abandoned meanwhile.
    timeoutMs: 60 * 60 * 1000,
    async run() {
      const { from, to } = await numbers.roll();
      log.info({ from, to }, 'numbers rolled up');
    },
  };
}
