import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * With several server processes, each emit must reach sockets connected to the others:
 * the Redis adapter relays it over pub/sub. Answers a function that closes both connections.
 */
export function relayThroughRedis(
  io: Server,
  redisUrl: string,
  prefix: string,
  log: FastifyBaseLogger,
): () => Promise<void> {
  // Publishes wait while Redis is away instead of failing: the adapter does not catch a failed
  // publish, and an unhandled rejection would end the process.
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (err) => log.warn({ err }, 'redis connection error'));
  }
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io` }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
