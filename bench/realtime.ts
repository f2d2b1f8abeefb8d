/**
 * Realtime benchmark: chat delivery latency of the real server (`server/main.ts` on its own
 * PostgreSQL database), from a client's or provider's emit to the other party's socket.
 *   s1 baseline: a few pairs at a low rate; s2: 1,000 sockets in 500 pairs, everyone sending;
 *   s3 busy chats: providers each hearing many clients; s4: server memory per idle socket.
 * Prints a table of figures beside the Scale issue's goals. Knobs: bench/realtime/settings.ts
 * (RT_SCENARIOS=1,3 runs the baseline and busy chats only; RT_CPU_PROF_DIR profiles the server).
 */
import { realtimeBench } from './realtime/bench';
import { loadSettings } from './realtime/settings';

realtimeBench(loadSettings()).catch((err: unknown) => {
  console.error('realtime bench failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
