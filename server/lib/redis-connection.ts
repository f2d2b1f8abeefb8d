import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Follows one Redis connection. While Redis is away ioredis retries every few hundred ms and
 * reports an error each time: those go to debug, and the log says once that the connection is
 * lost (or could not be made at start) and once that it is back. `consequence` tells the
 * operator what this node does meanwhile.
 */
export function watchRedis(
  client: Redis,
  log: FastifyBaseLogger,
  { name, consequence }: { name: string; consequence: string },
) {
  let state: 'starting' | 'up' | 'down' = 'starting';
  let lastError: Error | undefined;
  client.on('error', (err: Error) => {
    lastError = err;
    log.debug({ err, redis: name }, 'redis connection error');
  });
  // Emitted only when ioredis will try again: never on a quit.
  client.on('reconnecting', () => {
    if (state === 'down') return;
    state = 'down';
    log.warn({ err: lastError, redis: name }, `Redis unreachable (${name}): ${consequence}`);
  });
  client.on('ready', () => {
    if (state === 'down') log.info({ redis: name }, `Redis is back (${name})`);
    state = 'up';
    lastError = undefined;
  });

  return {
    /** Whether commands go to Redis now. */
    up: () => client.status === 'ready',
    /** Resolves once the connection is ready, or after `waitMs` (then answers false). */
    ready: (waitMs: number) => whenReady(client, waitMs),
  };
}

/** Resolves true once `client` is ready, or false after `waitMs`. */
export function whenReady(client: Redis, waitMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), waitMs);
    client.on('ready', onReady);
  });
}
