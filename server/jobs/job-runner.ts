import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Clock, systemClock } from '../lib/clock';
import { claimRun, finishRun } from './job-runs.repo';

export type JobOutcome = 'ok' | 'failed';

export type JobDefinition = {
  /** Unique among jobs; the key of its runs in `job_runs`. */
  name: string;
  /** Length of a period: the job runs at most once per period across all nodes. */
  everyMs: number;
  /**
   * An unfinished run older than this is taken as abandoned (its node died) and no longer
   * keeps the next period from running. Defaults to `everyMs`.
   */
  timeoutMs?: number;
  run(context: { periodStart: Date }): Promise<unknown>;
};

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs named background jobs on the injected clock, each period's run claimed in the database
 * (decision 0019): with N nodes started, each job runs once per period, and two runs of one
 * job never overlap.
 */
export function createJobRunner({
  db,
  clock = systemClock,
  log,
  onRun,
  node = `${os.hostname()}:${process.pid}`,
}: {
  db: Kysely<Database>;
  clock?: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Called after every run this node made (not for skipped ones), e.g. for metrics. */
  onRun?: (name: string, outcome: JobOutcome, seconds: number) => void;
  /** Who ran it, as recorded in `job_runs.node`. */
  node?: string;
}) {
  const jobs = new Map<string, JobDefinition>();
  const inFlight = new Map<string, Promise<JobOutcome | 'skipped'>>();
  const timers = new Map<string, NodeJS.Timeout>();
  let started = false;
  // Bumped by start() and stop(): a tick of an earlier start does not re-arm its timer.
  let generation = 0;

  async function execute(job: JobDefinition): Promise<JobOutcome | 'skipped'> {
    const now = clock();
    const periodStart = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
    const id = await claimRun(db, {
      name: job.name,
      periodStart,
      node,
      now,
      abandonedBefore: new Date(now.getTime() - (job.timeoutMs ?? job.everyMs)),
    });
    if (id === null) return 'skipped';
    const began = performance.now();
    let outcome: JobOutcome = 'ok';
    let error: string | null = null;
    try {
      await job.run({ periodStart });
    } catch (err) {
      outcome = 'failed';
      error = err instanceof Error ? err.message || err.name : String(err);
      log.error({ err, job: job.name, periodStart }, 'job failed; it runs again next period');
    }
    const seconds = (performance.now() - began) / 1000;
    try {
      await finishRun(db, id, { finishedAt: clock(), outcome, error });
    } catch (err) {
      // The row stays "in progress" until the job's timeout, then the next period runs.
      log.error({ err, job: job.name }, 'job outcome not recorded');
    }
    onRun?.(job.name, outcome, seconds);
    return outcome;
  }

  /**
   * Runs the job for the current period unless it has already run (on any node) or a run of
   * it is in progress: answers the outcome, or 'skipped'. Rejects when the claim itself fails
   * (no database).
   */
  function runDue(name: string): Promise<JobOutcome | 'skipped'> {
    const job = jobs.get(name);
    if (!job) return Promise.reject(new Error(`No job named "${name}".`));
    if (inFlight.has(name)) return Promise.resolve('skipped');
    const run = execute(job).finally(() => inFlight.delete(name));
    inFlight.set(name, run);
    return run;
  }

  /** Runs the job now, then at the start of every following period. */
  function tick(job: JobDefinition) {
    const armedBy = generation;
    runDue(job.name)
      .catch((err) => log.error({ err, job: job.name }, 'job could not be claimed'))
      .finally(() => {
        if (!started || armedBy !== generation) return;
        const now = clock().getTime();
        const next = (Math.floor(now / job.everyMs) + 1) * job.everyMs;
        armFor(job, next, next - now, armedBy);
      });
  }

  /**
   * Ticks once the clock reaches `dueAt`. A timer can fire a few ms early by the clock (Node
   * counts it from the event loop's cached time): ticking then would find the last period
   * already run and, once its claim had crossed the boundary, arm for the period after, so the
   * one due never ran (in the journeys an email waited 87 s where it would have waited 26).
   */
  function armFor(job: JobDefinition, dueAt: number, delayMs: number, armedBy: number) {
    const timer = setTimeout(() => {
      if (!started || armedBy !== generation) return;
      const left = dueAt - clock().getTime();
      // A clock set back by more than a period ticks now: that period has run, so the tick
      // skips it and arms from the clock as it reads.
      if (left > 0 && left <= job.everyMs) armFor(job, dueAt, left, armedBy);
      else tick(job);
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    define(job: JobDefinition) {
      if (jobs.has(job.name)) throw new Error(`Job "${job.name}" is already defined.`);
      if (!(job.everyMs > 0)) throw new Error(`Job "${job.name}" needs everyMs > 0.`);
      jobs.set(job.name, job);
      if (started) tick(job);
    },
    start() {
      if (started) return;
      started = true;
      generation++;
      for (const job of jobs.values()) tick(job);
    },
    /** Clears the timers and waits for the runs in progress to finish. */
    async stop() {
      started = false;
      generation++;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight.values()]);
    },
    runDue,
  };
}
