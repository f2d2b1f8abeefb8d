/**
 * `npm run bench:search` (issue 30 item 4, decision 0082): the p95 time of a search at 200k
 * providers and 1M requests, goal ≤ 50 ms, beside the same searches on a database of 1/1000
 * that size measured in the same run (the ratio says how much of the time comes with size).
 * Each search is the search service's whole work on PostgreSQL (its queries and ranking),
 * without HTTP, whose public brake would refuse a benchmark's pace. BENCH_PG_URL is the server.
 */
import { kyselyForPostgres } from '../server/db/postgres-client';
import { createSearchService } from '../server/modules/search/search.service';
import { DEFAULT_SERVER_URL, databaseUrl } from './fill/options';
import { ensureFilled, LARGE, SMALL } from './search/fill';

const GOAL_MS = 50;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);
/** Typos, Roman Urdu, Urdu, a short word, a provider's name misspelt, several words, nothing. */
const QUERIES = [
  'plumbr',
  'nalka',
  'nalkay',
  'نلکا',
  'AC',
  'geyser',
  'electrician wiring',
  'Imran',
  'Qureshy',
  'zzqxj',
];

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_PG_URL ?? DEFAULT_SERVER_URL;
  const names = { small: 'bench_search_small', large: 'bench_search_large' } as const;
  await ensureFilled(serverUrl, names.small, SMALL);
  await ensureFilled(serverUrl, names.large, LARGE);
  const dbs = {
    small: kyselyForPostgres(databaseUrl(serverUrl, names.small), 2),
    large: kyselyForPostgres(databaseUrl(serverUrl, names.large), 2),
  };
  try {
    const search = { small: createSearchService(dbs.small), large: createSearchService(dbs.large) };
    const times = { small: new Map<string, number[]>(), large: new Map<string, number[]>() };
    const hits = new Map<string, number>();
    for (let round = -3; round < ROUNDS; round++) {
      for (const q of QUERIES) {
        for (const size of ['small', 'large'] as const) {
          const started = performance.now();
          const page = await search[size].search({ q, limit: 20 }, 'en');
          const ms = performance.now() - started;
          if (size === 'large') hits.set(q, page.items.length);
          // The first rounds warm the caches and the connections.
          if (round >= 0) times[size].set(q, [...(times[size].get(q) ?? []), ms]);
        }
      }
    }
    console.log(`\nsearch p95, ${ROUNDS} rounds (ms): 1/1000 size | 200k providers, 1M requests`);
    for (const q of QUERIES) {
      const [s, l] = [p95(times.small.get(q) ?? []), p95(times.large.get(q) ?? [])];
      console.log(
        `  ${q.padEnd(20)} ${s.toFixed(1).padStart(7)} | ${l.toFixed(1).padStart(7)}   (${hits.get(q)} hits)`,
      );
    }
    const all = (size: 'small' | 'large') => [...times[size].values()].flat();
    const [small, large] = [p95(all('small')), p95(all('large'))];
    const verdict = large <= GOAL_MS ? 'meets' : 'MISSES';
    console.log(
      `\nsearch p95 at 200k providers / 1M requests: ${large.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms: ${verdict}); ` +
        `${(large / small).toFixed(2)}× the 1/1000 database's ${small.toFixed(1)} ms`,
    );
  } finally {
    await Promise.all([dbs.small.destroy(), dbs.large.destroy()]);
  }
}

main().catch((err: unknown) => {
  console.error('bench:search failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
