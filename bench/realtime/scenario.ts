/** Runs one scenario: warm-up, a measured window at a fixed rate, then a drain and a count of rows. */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { User } from './accounts';
import { type BenchDatabase, backendPids, commits, countMessages } from './database';
import { type ServerMetrics, scrape } from './metrics';
import { pace } from './pacer';
import type { Server } from './server';
import { DRAIN_MS } from './settings';
import { dropped, type Inbox, type Peer } from './sockets';
import { Tracker } from './tracker';
import { cpuWindow, type Usage } from './usage';

/** One sender, the user who should receive, and their room. */
export type Route = { from: Peer; to: User; room: string };
export type Scenario = {
  name: string;
  tag: string;
  sockets: number;
  rate: number;
  /** Used in turn, round and round: message i goes along routes[i % length]. */
  routes: Route[];
  /** The p99 goal, when this scenario has one. */
  goalP99Ms?: number;
};
export type Result = {
  scenario: Scenario;
  tracker: Tracker;
  usage: Usage;
  server: ServerMetrics;
  persisted: number;
  maxLateMs: number;
  benchLoopP99Ms: number;
  drainMs: number;
  /** Sends acked per second during the measured window: what the server kept up with. */
  ackedPerSecond: number;
  /** Database transactions (statements outside a transaction count one each) per acked send. */
  commitsPerMessage: number;
  /** Sockets the server closed during the scenario. */
  dropped: number;
};
type Context = { server: Server; db: BenchDatabase; warmupSeconds: number; seconds: number };

/** Hands received messages to the running scenario's tracker. */
export const switchboard: Inbox & { current: Inbox | undefined } = {
  current: undefined,
  deliver(peer, message, at) {
    this.current?.deliver(peer, message, at);
  },
};

async function drain(tracker: Tracker): Promise<number> {
  const start = performance.now();
  while (!tracker.settled && performance.now() - start < DRAIN_MS) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - start;
}

export async function runScenario(s: Scenario, ctx: Context): Promise<Result> {
  const tracker = new Tracker(s.tag);
  switchboard.current = tracker;
  let next = 0;
  const send = () => {
    const route = s.routes[next++ % s.routes.length];
    if (route) tracker.send(route.from, route.to, route.room);
  };
  console.log(`${s.name}: ${s.sockets} sockets, ${s.rate} msg/s, warm-up ${ctx.warmupSeconds} s`);
  await pace(s.rate * ctx.warmupSeconds, s.rate, send);

  const droppedBefore = dropped.count;
  const pids = await backendPids(ctx.db);
  const commitsBefore = await commits(ctx.db);
  await scrape(ctx.server.url); // resets the server's event-loop delay histogram
  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  ownLoop.enable();
  const cpu = cpuWindow(ctx.server.pid, pids);
  tracker.startMeasuring();
  const window = { at: performance.now(), acked: tracker.acked };
  const { maxLateMs } = await pace(s.rate * ctx.seconds, s.rate, send);
  tracker.stopMeasuring();
  const usage = cpu.end();
  const windowSeconds = (performance.now() - window.at) / 1000;
  const ackedInWindow = tracker.acked - window.acked;
  const commitsInWindow = (await commits(ctx.db)) - commitsBefore;
  ownLoop.disable();
  const server = await scrape(ctx.server.url);

  const drainMs = await drain(tracker);
  switchboard.current = undefined;
  const persisted = await countMessages(ctx.db, tracker.prefix);
  const benchLoopP99Ms = ownLoop.percentile(99) / 1e6;
  return {
    scenario: s,
    tracker,
    usage,
    server,
    persisted,
    maxLateMs,
    benchLoopP99Ms,
    drainMs,
    ackedPerSecond: ackedInWindow / windowSeconds,
    commitsPerMessage: commitsInWindow / Math.max(1, ackedInWindow),
    dropped: dropped.count - droppedBefore,
  };
}
