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
  log: FastifyBaseLogger,
): () => Promise<void> {
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (err) => log.warn({ err }, 'redis connection error'));
  }
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
