/** Knobs of the realtime benchmark (environment variables) and the goals it prints. */

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export type Settings = {
  /** The PostgreSQL server to make the bench database on (any database of it). */
  adminUrl: string;
  /** Client-provider pairs of scenario 2 (two sockets each). */
  pairs: number;
  /** Pairs of the baseline. */
  basePairs: number;
  /** Messages per second of the baseline, and of scenarios 2 and 3. */
  baseRate: number;
  rate: number;
  /** Scenario 3: providers, each chatting with `busyClients` clients. */
  busyProviders: number;
  busyClients: number;
  /** Seconds measured per scenario, after `warmupSeconds` not measured. */
  seconds: number;
  warmupSeconds: number;
  /** The scenarios run (RT_SCENARIOS=1,3: the baseline and busy chats; 4 comes with 2). */
  scenarios: Set<string>;
  /** Where the server leaves a `--cpu-prof` profile (RT_CPU_PROF_DIR), when set. */
  cpuProfDir: string | undefined;
};

function scenarios(list: string): Set<string> {
  const tags = new Set(list.split(',').map((tag) => tag.trim()));
  for (const tag of tags) {
    if (!['1', '2', '3'].includes(tag)) throw new Error(`RT_SCENARIOS: no scenario ${tag}`);
  }
  return tags;
}

export function loadSettings(): Settings {
  return {
    adminUrl: process.env.RT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    pairs: envInt('RT_PAIRS', 500),
    basePairs: envInt('RT_BASE_PAIRS', 5),
    baseRate: envInt('RT_BASE_RATE', 20),
    rate: envInt('RT_RATE', 200),
    busyProviders: envInt('RT_BUSY_PROVIDERS', 10),
    busyClients: envInt('RT_BUSY_CLIENTS', 10),
    seconds: envInt('RT_SECONDS', 20),
    warmupSeconds: envInt('RT_WARMUP_SECONDS', 3),
    scenarios: scenarios(process.env.RT_SCENARIOS || '1,2,3'),
    cpuProfDir: process.env.RT_CPU_PROF_DIR || undefined,
  };
}

/** The Scale issue's goals. */
export const GOALS = {
  /** Send-to-delivery p99 at 1,000 sockets and in busy chats. */
  p99Ms: 50,
  /** Server memory per idle connected socket: keep it near today's figure. */
  perSocketKiB: 12,
} as const;

/** An ack not back by then counts as an error. */
export const ACK_TIMEOUT_MS = 10_000;
/** After the last send: how long to wait for outstanding acks and deliveries. */
export const DRAIN_MS = ACK_TIMEOUT_MS + 2_000;
/** The pacer's timer period; each tick sends what is due (drift-corrected). */
export const TICK_MS = 5;
/** Handshakes and logins in flight at once during setup. */
export const CONNECT_PARALLEL = 50;
export const LOGIN_PARALLEL = 8;
