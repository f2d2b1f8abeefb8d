import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs the start's steps one after another and logs how long each took, so a first start that
 * creates and fills the database says what it is doing, and a slow start shows where.
 */
export function bootSteps(log: FastifyBaseLogger) {
  // performance.now() counts from the process's start: what came before was loading the code.
  log.info(`loading the server's code: ${Math.round(performance.now())} ms`);
  return {
    async step<T>(doing: string, run: () => Promise<T>, announce = false): Promise<T> {
      if (announce) log.info(`${doing}...`);
      const stepStarted = performance.now();
      const result = await run();
      log.info(`${doing}: ${Math.round(performance.now() - stepStarted)} ms`);
      return result;
    },
    /** Since the process started. */
    elapsedMs: () => Math.round(performance.now()),
  };
}
