/**
 * The realtime benchmark's scenarios, in order, on one server and database: what
 * `npm run bench:realtime` prints, and the chats part of `npm run bench` (scenarios 1 and 3).
 */
import { loadavg } from 'node:os';
import { cleanupAll, onCleanup } from '../soak/cleanup';
import type { Pair } from './accounts';
import { createDatabase } from './database';
import { settledMemory } from './memory';
import { printMemory, printResults, printServerLog } from './report';
import { type Result, runScenario, type Scenario, switchboard } from './scenario';
import { startServer } from './server';
import { GOALS, type Settings } from './settings';
import { closeAll, closeRemaining, connectAll, dropped, type Peer } from './sockets';
import { buildWorld, interleave, routesOf, usersOf } from './world';

const since = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

/** Runs the scenarios `settings` names, prints their table; answers their results by tag. */
export async function realtimeBench(settings: Settings): Promise<Map<string, Result>> {
  try {
    return await scenarios(settings);
  } finally {
    await cleanupAll();
  }
}

async function scenarios(settings: Settings): Promise<Map<string, Result>> {
  const wanted = settings.scenarios;
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(`load average at start: ${load.join(' ')} (1/5/15 min)`);
  const db = await createDatabase(settings.adminUrl);
  const server = await startServer(db.url, settings.cpuProfDir);
  onCleanup(closeRemaining);
  console.log(`server pid ${server.pid} at ${server.url} on database ${db.name}`);

  let t = performance.now();
  // Without scenario 2, only the baseline's pairs are made.
  const pairs = wanted.has('2') ? settings.pairs : settings.basePairs;
  const world = await buildWorld(server.url, db, { ...settings, pairs });
  const users = world.pairs.length * 2 + world.busy.flat().length + world.busy.length;
  console.log(`setup: ${users} users logged in, chats opened in ${since(t)} s`);
  const ctx = { server, db, warmupSeconds: settings.warmupSeconds, seconds: settings.seconds };

  const connect = async (pairs: Pair[]) => {
    t = performance.now();
    const peers = await connectAll(server.url, usersOf(pairs), switchboard);
    console.log(`  ${peers.length} sockets connected in ${since(t)} s`);
    return peers;
  };
  const run = async (peers: Peer[], s: Omit<Scenario, 'sockets'>) =>
    runScenario({ ...s, sockets: peers.length }, ctx);
  const results: Result[] = [];
  let peers: Peer[];

  if (wanted.has('1')) {
    const basePairs = world.pairs.slice(0, settings.basePairs);
    peers = await connect(basePairs);
    const base = { name: 'baseline', tag: '1', rate: settings.baseRate };
    results.push(await run(peers, { ...base, routes: routesOf(basePairs, peers, true) }));
    closeAll(peers);
  }

  let memory: (() => void) | undefined;
  if (wanted.has('2')) {
    console.log('s4 memory: idle server, then every scenario-2 socket connected and idle');
    const idle = await settledMemory(server);
    peers = await connect(world.pairs);
    const loaded = await settledMemory(server);
    memory = () => printMemory(idle, loaded, world.pairs.length * 2);

    const s2 = { name: `${peers.length} sockets`, tag: '2', rate: settings.rate };
    const routes2 = routesOf(world.pairs, peers, true);
    results.push(await run(peers, { ...s2, routes: routes2, goalP99Ms: GOALS.p99Ms }));
    closeAll(peers);
  }

  if (wanted.has('3')) {
    const busyPairs = interleave(world.busy);
    peers = await connect(busyPairs);
    const s3 = { name: 'busy chats', tag: '3', rate: settings.rate };
    const routes3 = routesOf(busyPairs, peers, false);
    results.push(await run(peers, { ...s3, routes: routes3, goalP99Ms: GOALS.p99Ms }));
    closeAll(peers);
  }

  printResults(results);
  memory?.();
  printServerLog(server.log, dropped.count);
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return new Map(results.map((r) => [r.scenario.tag, r]));
}
