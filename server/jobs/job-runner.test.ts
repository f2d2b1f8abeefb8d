import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { createJobRunner, type JobDefinition, type JobOutcome } from './job-runner';

const HOUR = 60 * 60 * 1000;
const silent = { info() {}, error() {} };

let database: DatabaseHandle;
let now = new Date('2026-06-02T09:00:00Z');
const clock = () => now;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let jobNumber = 0;
/** A job of its own name (every test shares the database), counting its runs. */
function countingJob(run: JobDefinition['run'] = async () => {}) {
  const job = {
    name: `job-${++jobNumber}`,
    everyMs: HOUR,
    calls: 0,
    async run(context: { periodStart: Date }) {
      job.calls++;
      return run(context);
    },
  };
  return job;
}

/** A runner as one node would have: its own name, the shared database and clock. */
function node(name: string, runs: [string, JobOutcome, number][] = []) {
  return createJobRunner({
    db: database.db,
    clock,
    log: silent,
    node: name,
    onRun: (...run) => runs.push(run),
  });
}

const runsOf = (name: string) =>
  database.db
    .selectFrom('job_runs')
    .selectAll()
    .where('name', '=', name)
    .orderBy('period_start')
    .execute();

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('job runner', () => {
  it('runs a job once per period across two nodes calling it at once', async () => {
    const job = countingJob(() => new Promise((r) => setTimeout(r, 20)));
    const a = node('a');
    const b = node('b');
    a.define(job);
    b.define(job);
    const outcomes = await Promise.all([
      a.runDue(job.name),
      b.runDue(job.name),
      a.runDue(job.name),
      b.runDue(job.name),
    ]);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(3);
    // Later in the same period: nothing more.
    now = new Date(now.getTime() + HOUR / 2);
    expect(await Promise.all([a.runDue(job.name), b.runDue(job.name)])).toEqual([
      'skipped',
      'skipped',
    ]);
    expect(job.calls).toBe(1);
    const rows = await runsOf(job.name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'ok', error: null });
    expect(rows[0]?.finished_at).toBeInstanceOf(Date);
  });

  it('runs once per period over many periods with four nodes racing', async () => {
    const job = countingJob();
    const nodes = ['a', 'b', 'c', 'd'].map((name) => node(name));
    for (const n of nodes) n.define(job);
    for (let period = 0; period < 15; period++) {
      now = new Date(now.getTime() + HOUR);
      const outcomes = await Promise.all(nodes.map((n) => n.runDue(job.name)));
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    }
    expect(job.calls).toBe(15);
    expect(await runsOf(job.name)).toHaveLength(15);
  });

  it('runs once when two started nodes run their jobs at start', async () => {
    const job = countingJob();
    const nodes = [node('a'), node('b')];
    for (const n of nodes) n.define(job);
    for (const n of nodes) n.start();
    await Promise.all(nodes.map((n) => n.stop()));
    expect(job.calls).toBe(1);
    expect(await runsOf(job.name)).toHaveLength(1);
  });

  it('runs again when the clock reaches the next period', async () => {
    const job = countingJob();
    const runs: [string, JobOutcome, number][] = [];
    const a = node('a', runs);
    const b = node('b', runs);
    a.define(job);
    b.define(job);
    expect(await a.runDue(job.name)).toBe('ok');
    expect(await b.runDue(job.name)).toBe('skipped');
    now = new Date(now.getTime() + HOUR);
    expect(await b.runDue(job.name)).toBe('ok');
    expect(await a.runDue(job.name)).toBe('skipped');
    expect(job.calls).toBe(2);
    const rows = await runsOf(job.name);
    expect(rows.map((r) => [r.node, r.period_start.getTime() % HOUR])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    expect(runs.map(([name, outcome]) => [name, outcome])).toEqual([
      [job.name, 'ok'],
      [job.name, 'ok'],
    ]);
    expect(runs.every(([, , seconds]) => seconds >= 0 && seconds < 5)).toBe(true);
  });

  it('records a failed run with its error, and runs again next period', async () => {
    let fail = true;
    const job = countingJob(async () => {
      if (fail) throw new Error('mail server down');
    });
    const runs: [string, JobOutcome, number][] = [];
    const a = node('a', runs);
    a.define(job);
    expect(await a.runDue(job.name)).toBe('failed');
    // A failure is not retried in its own period: that would hammer whatever is down.
    expect(await a.runDue(job.name)).toBe('skipped');
    fail = false;
    now = new Date(now.getTime() + HOUR);
    expect(await a.runDue(job.name)).toBe('ok');
    const rows = await runsOf(job.name);
    expect(rows.map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'mail server down'],
      ['ok', null],
    ]);
    expect(runs.map(([, outcome]) => outcome)).toEqual(['failed', 'ok']);
  });

  it('stop() waits for a run in progress', async () => {
    const gate = deferred();
    const started = deferred();
    const job = countingJob(async () => {
      started.resolve();
      await gate.promise;
    });
    const runs: [string, JobOutcome, number][] = [];
    const a = node('a', runs);
    a.define(job);
    a.start();
    await started.promise;
    // What had finished when stop() resolved: the run records itself only after the gate opens.
    const stopping = a.stop().then(() => runs.length);
    gate.resolve();
    expect(await stopping).toBe(1);
    expect((await runsOf(job.name))[0]?.outcome).toBe('ok');
  });

  it('does not start the next period while a run of the job is in progress on another node', async () => {
    const gate = deferred();
    const started = deferred();
    const job = countingJob(async () => {
      started.resolve();
      await gate.promise;
    });
    const a = node('a');
    const b = node('b');
    a.define(job);
    b.define(job);
    const first = a.runDue(job.name);
    await started.promise;
    now = new Date(now.getTime() + HOUR);
    expect(await b.runDue(job.name)).toBe('skipped');
    gate.resolve();
    expect(await first).toBe('ok');
    expect(await b.runDue(job.name)).toBe('ok');
    expect(job.calls).toBe(2);
  });

  it('gives up a run whose node died once it is older than the timeout', async () => {
    const job = countingJob();
    await database.db
      .insertInto('job_runs')
      .values({ name: job.name, period_start: now, node: 'dead', started_at: now })
      .execute();
    const a = node('a');
    a.define(job);
    now = new Date(now.getTime() + HOUR - 1);
    expect(await a.runDue(job.name)).toBe('skipped');
    now = new Date(now.getTime() + 2);
    expect(await a.runDue(job.name)).toBe('ok');
    const rows = await runsOf(job.name);
    expect(rows.map((r) => [r.node, r.outcome])).toEqual([
      ['dead', 'failed'],
      ['a', 'ok'],
    ]);
    expect(rows[0]?.error).toMatch(/abandoned/);
  });

  it('runs the period due when its timer fires a moment before the clock reaches it', async () => {
    const MINUTE = 60_000;
    const job = countingJob();
    job.everyMs = MINUTE;
    const periodEnd = Math.ceil((now.getTime() + 1) / MINUTE) * MINUTE;
    now = new Date(periodEnd - 200);
    // After the first run: the timer fires 1 ms before the boundary by the clock, and the
    // clock has passed it by the time anything else reads it.
    const reads: number[] = [];
    const runs: string[] = [];
    const timed = createJobRunner({
      db: database.db,
      clock: () => new Date(reads.shift() ?? now.getTime()),
      log: silent,
      node: 'a',
      onRun: (name) => runs.push(name),
    });
    timed.define(job);
    timed.start();
    try {
      // Recorded, and its next timer armed (at once after the record).
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
      reads.push(periodEnd - 1);
      now = new Date(periodEnd + 1);
      // The timer is due about 200 ms after the first run was recorded; a missed period would wait
      // a minute.
      await vi.waitFor(() => expect(job.calls).toBe(2), { timeout: 5000 });
      expect((await runsOf(job.name)).map((r) => r.period_start.getTime())).toEqual([
        periodEnd - MINUTE,
        periodEnd,
      ]);
    } finally {
      await timed.stop();
    }
  });

  it('refuses unknown and duplicate jobs', async () => {
    const a = node('a');
    const job = countingJob();
    a.define(job);
    expect(() => a.define(job)).toThrow(/already defined/);
    await expect(a.runDue('nope')).rejects.toThrow(/No job named/);
  });
});
