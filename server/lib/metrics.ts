import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from '#contracts/errors';
import type { PoolStats } from '../db/client';
import { bearerToken } from './auth-guard';
import { registerRequestSeries } from './request-series';

/** Seconds; from a cached catalog read to a slow upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; background jobs run longer than requests. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

/** The label of a request that matched no route: never the raw URL (unbounded cardinality). */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/**
 * Node's process metrics (CPU, memory, event loop lag, GC, handles) describe the process, not
 * one app: collected once per process, into a registry of their own, however many apps a test
 * builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The Prometheus metrics of one app: requests by route pattern, method and status class, a
 * latency histogram, open sockets, the database pool, Redis, and job runs. Each app has its own
 * registry, so two nodes in one process (tests) do not count into each other.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requests = registerRequestSeries(registry, REQUEST_BUCKETS);
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Duration of background job runs, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });

  const textsSent = new Counter({
    name: 'texts_sent_total',
    help: 'Texts a provider accepted (each costs money), by channel (sms, whatsapp) and kind.',
    labelNames: ['channel', 'kind'] as const,
    registers,
  });

  return {
    registry,

    /** One SMS or WhatsApp message accepted by its provider. */
    countTextSent(channel: string, kind: string) {
      textsSent.inc({ channel, kind });
    },

    /** One answered request; `route` is the route's pattern (`/api/orders/:id`). */
    observeRequest(route: string, method: string, status: number, seconds: number): void {
      requests.observe(route, method, status, seconds);
    },

    /** One run of a background job: the job runner's `onRun` hook. */
    recordJobRun(job: string, outcome: string, seconds: number): void {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job, outcome }, seconds);
    },

    /** Sockets open on this node, read at each scrape. */
    gaugeOpenSockets(count: () => number): void {
      new Gauge({
        name: 'socketio_open_sockets',
        help: 'Socket.IO connections open on this node (signed-in users).',
        registers,
        collect() {
          this.set(count());
        },
      });
    },

    /**
     * With REDIS_URL: 1 while this node's limits count in Redis, 0 while Redis is away and they
     * count in this node's memory (each node then has its own budgets): alert on it.
     */
    gaugeRedisUp(up: () => boolean): void {
      new Gauge({
        name: 'redis_up',
        help: "1 while this node's connection to Redis (the shared rate limits) is ready, else 0.",
        registers,
        collect() {
          this.set(up() ? 1 : 0);
        },
      });
    },

    /** The PostgreSQL pool, read at each scrape (PGlite has none: nothing is registered). */
    gaugeDatabasePool(stats: () => PoolStats | undefined): void {
      if (!stats()) return;
      const gauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            const now = stats();
            if (now) this.set(pick(now));
          },
        });
      gauge('db_pool_connections', 'PostgreSQL connections open in the pool.', (s) => s.total);
      gauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool.', (s) => s.idle);
      gauge('db_pool_waiting_queries', 'Queries waiting for a pool connection.', (s) => s.waiting);
    },

    /** The text exposition: this app's metrics, then the process's. */
    async render(): Promise<string> {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${process}`;
    },

    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Who may read /metrics: a bearer token, anyone (development without a token), or nobody. */
export type MetricsAccess = { token: string } | 'open' | 'disabled';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && crypto.timingSafeEqual(sha256(given), sha256(expected));
}

/**
 * Serves `GET /metrics` in Prometheus' text format (the requests are counted by the request
 * hooks, server/lib/request-hooks.ts).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  access: MetricsAccess,
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (access === 'disabled') {
      return reply.status(404).send({
        error: { code: ErrorCode.notFound, message: 'No route for GET /metrics' },
      });
    }
    if (access !== 'open' && !tokenMatches(bearerToken(request), access.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: ErrorCode.unauthorized, message: 'A metrics token is required.' } });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
}
