import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { READY_CHECK_TIMEOUT_MS } from './readiness';
import { whenReady } from './redis-connection';

/**
 * A Redis connection of its own for the readiness check: it never queues a command while
 * disconnected, so a ping fails at once when Redis is away (and reconnects in the background).
 */
export function redisProbe(redisUrl: string, log: FastifyBaseLogger) {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: 'readiness',
  });
  redis.on('error', (err) => log.debug({ err }, 'readiness redis connection error'));
  return {
    ping: async () => {
      // Just after start (or a lost connection) the connection gets a moment to come up.
      if (!(await whenReady(redis, READY_CHECK_TIMEOUT_MS / 2))) {
        throw new Error(`redis is ${redis.status}`);
      }
      return redis.ping();
    },
    close: () => redis.disconnect(),
  };
}
