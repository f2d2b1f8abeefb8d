/**
 * What speaks to Redis (ioredis, the Socket.IO adapter), loaded by buildApp only when REDIS_URL
 * is set: a single node does not load it at start (decision 0110).
 */
export { redisLimiters } from './lib/redis-limiters';
export { redisProbe } from './lib/redis-probe';
export { relayThroughRedis } from './realtime/redis-adapter';
