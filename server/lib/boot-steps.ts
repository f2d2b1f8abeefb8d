import type { FastifyBaseLogger } from 'fastify';

/** Marked by the launcher (scripts/start.mjs) once its build, if any, is done. */
export const SERVER_IMPORT_MARK = 'server-import';

/**
 * Runs the start's steps one after another and logs how long each took, so a first start that
 * creates and fills the database says what it is doing, and a slow start shows where.
 */
export function bootSteps(log: FastifyBaseLogger) {
  // Time counts from the launcher's mark, or from the process's start when run directly.
  const origin = performance.getEntriesByName(SERVER_IMPORT_MARK)[0]?.startTime ?? 0;
  const since = () => Math.round(performance.now() - origin);
  log.info(`loading the server's code: ${since()} ms`);
  return {
    async step<T>(doing: string, run: () => Promise<T>, announce = false): Promise<T> {
      if (announce) log.info(`${doing}...`);
      const stepStarted = performance.now();
      const result = await run();
      log.info(`${doing}: ${Math.round(performance.now() - stepStarted)} ms`);
      return result;
    },
    /** Since the server's code began loading. */
    elapsedMs: since,
  };
}
