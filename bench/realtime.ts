/**
 * Realtime benchmark: chat delivery latency of the real server (`server/main.ts` on its own
 * PostgreSQL database), from a client's or provider's emit to the other party's socket.
 *   s1 baseline: a few pairs at a low rate; s2: 1,000 sockets in 500 pairs, everyone sending;
 *   s3 busy chats: providers each hearing many clients; s4: server memory per idle socket.
 * Prints a table of figures beside the Scale issue's goals. Knobs: bench/realtime/settings.ts.
 */
import { loadavg } from 'node:os';
import type { Pair } from './realtime/accounts';
import { createDatabase } from './realtime/database';
import { settledMemory } from './realtime/memory';
import { printMemory, printResults, printServerLog } from './realtime/report';
import { type Result, runScenario, type Scenario, switchboard } from './realtime/scenario';
import { startServer } from './realtime/server';
import { GOALS, loadSettings } from './realtime/settings';
import { closeAll, closeRemaining, connectAll, dropped, type Peer } from './realtime/sockets';
import { buildWorld, interleave, routesOf, usersOf } from './realtime/world';
import { cleanupAll, onCleanup } from './soak/cleanup';

async function main(): Promise<void> {
  const settings = loadSettings();
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(`load average at start: ${load.join(' ')} (1/5/15 min)`);
  const db = await createDatabase(settings.adminUrl);
  const server = await startServer(db.url);
  onCleanup(closeRemaining);
  console.log(`server pid ${server.pid} at ${server.url} on database ${db.name}`);

  let t = performance.now();
  const world = await buildWorld(server.url, db, settings);
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

  const basePairs = world.pairs.slice(0, settings.basePairs);
  let peers = await connect(basePairs);
  const base = { name: 'baseline', tag: '1', rate: settings.baseRate };
  results.push(await run(peers, { ...base, routes: routesOf(basePairs, peers, true) }));
  closeAll(peers);

  console.log('s4 memory: idle server, then every scenario-2 socket connected and idle');
  const idle = await settledMemory(server);
  peers = await connect(world.pairs);
  const loaded = await settledMemory(server);

  const s2 = { name: `${peers.length} sockets`, tag: '2', rate: settings.rate };
  const routes2 = routesOf(world.pairs, peers, true);
  results.push(await run(peers, { ...s2, routes: routes2, goalP99Ms: GOALS.p99Ms }));
  closeAll(peers);

  const busyPairs = interleave(world.busy);
  peers = await connect(busyPairs);
  const s3 = { name: 'busy chats', tag: '3', rate: settings.rate };
  results.push(
    await run(peers, { ...s3, routes: routesOf(busyPairs, peers, false), goalP99Ms: GOALS.p99Ms }),
  );
  closeAll(peers);

  printResults(results);
  printMemory(idle, loaded, world.pairs.length * 2);
  printServerLog(server.log, dropped.count);
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

const since = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

main()
  .catch((err: unknown) => {
    console.error('realtime bench failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
