/** What `npm run bench:data` builds: which database, at which scale. */

export type Scale = 'large' | 'small';

export type Shape = {
  providers: number;
  clients: number;
  requests: number;
  /** Last month's invoices whose proof waits for the admin. */
  uploaded: number;
};

/**
 * The large set; the small one is the same shapes at 1/1000, but with a full first page of
 * proofs for the admin (GET /api/getPendingPayments answers 100), as the large set has.
 */
const LARGE: Shape = { providers: 15_000, clients: 85_000, requests: 1_000_000, uploaded: 1_500 };

export function shapeOf(scale: Scale): Shape {
  if (scale === 'large') return LARGE;
  return {
    providers: LARGE.providers / 1000,
    clients: LARGE.clients / 1000,
    requests: LARGE.requests / 1000,
    uploaded: 120,
  };
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type Options = { scale: Scale; database: string; serverUrl: string };

export function readOptions(env: NodeJS.ProcessEnv = process.env): Options {
  const scale = env.BENCH_SCALE ?? 'small';
  if (scale !== 'large' && scale !== 'small') throw new Error('BENCH_SCALE must be large or small');
  const database = env.BENCH_DB ?? `perf_${scale}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) {
    throw new Error('BENCH_DB must be a lower-case identifier');
  }
  return { scale, database, serverUrl: env.BENCH_PG_URL ?? DEFAULT_SERVER_URL };
}

/** The URL of `database` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
