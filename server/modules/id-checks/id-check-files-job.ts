import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { IdChecksService } from './id-checks.service';

export const ID_CHECK_FILES_JOB = 'id-check-files';

/**
 * Every hour, one node deletes the CNIC images of checks decided ID_FILES_KEPT_DAYS ago
 * (decision 0066); a run that finds more than a batch leaves the rest to the next hour.
 */
export function idCheckFilesJob(
  idChecks: Pick<IdChecksService, 'deleteDueFiles'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: ID_CHECK_FILES_JOB,
    everyMs: 60 * 60 * 1000,
    async run() {
      const deleted = await idChecks.deleteDueFiles();
      if (deleted > 0) log.info({ deleted }, 'id check files deleted');
    },
  };
}
