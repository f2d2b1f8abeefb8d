import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { watchRedis } from '../lib/redis-connection';

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
  watchRedis(pub, log, {
    name: 'socket relay',
    consequence: "this node's emits to other nodes wait until it is back",
  });
  watchRedis(sub, log, {
    name: 'socket relay subscriber',
    consequence: 'sockets on this node miss what other nodes emit until it is back',
  });
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io` }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
