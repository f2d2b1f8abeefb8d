import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisLimiters } from '../lib/redis-limiters';
import { post } from '../test/factories';
import { chatAboutRequest, type User } from '../test/marketplace';
import { type RedisTestServer, redisServerMissing, startRedisServer } from '../test/redis-server';
import { seedAccount } from '../test/seeded-users';
import { createTestApp, type TestApp } from '../test/test-app';

/** Password attempts one account takes from one address in 15 minutes. */
const ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 10;
/** Far above anything a call takes with Redis away (a login took 15 s before the fix). */
const GENEROUS_MS = 2000;
/** The goals with Redis killed; printed next to the measures, not asserted. */
const GOALS = { loginP99: 300, chatSendP99: 100 };

if (redisServerMissing) {
  // CI sets REQUIRE_SEVERAL_NODES: there a missing redis-server is a failure, not a quiet skip.
  if (process.env.REQUIRE_SEVERAL_NODES) throw new Error('redis-server is missing');
  console.warn('Redis-down test skipped: redis-server is missing');
}

const silentLog = { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as never;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const began = performance.now();
  const value = await call();
  return { value, ms: performance.now() - began };
}

/** Nearest rank (of 50 measures, p99 is the 50th). */
const percentile = (q: number) => (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.ceil(q * sorted.length) - 1] ?? Number.NaN;
};
const p50 = percentile(0.5);
const p99 = percentile(0.99);

describe.skipIf(redisServerMissing)('with its Redis killed mid-run (SIGKILL)', () => {
  let redis: RedisTestServer;
  /** Two nodes counting in the same Redis. */
  let a: TestApp;
  let b: TestApp;
  let account: { email: string; password: string };
  let chat: { client: User; room: string };

  beforeAll(async () => {
    redis = await startRedisServer();
    const env = {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `redis-down-${process.pid}`,
      // Only the brakes under test: the per-address and chat-write budgets would refuse the
      // 50 calls measured.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      CHAT_WRITES_PER_10S: '100000',
    };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    account = await seedAccount(a, 'client');
    chat = await chatAboutRequest(a);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  const login = (t: TestApp, email: string, password: string) =>
    post(t, '/api/login', { email, password });

  /** 401s (guesses checked) and 429s (refused) of 15 parallel wrong logins of a new account. */
  async function parallelGuesses(t: TestApp) {
    const email = `guessed-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(t, email, `guess ${i}`)),
    );
    const count = (status: number) => answers.filter((r) => r.statusCode === status).length;
    return { checked: count(401), refused: count(429), other: 15 - count(401) - count(429) };
  }

  const metric = async (t: TestApp) => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    return text.match(/^redis_up (\d)$/m)?.[1];
  };

  const sendMessage = (i: number) =>
    post(a, '/api/saveMessage', { room: chat.room, message_text: `m ${i}` }, chat.client.token);

  /** 50 logins and 50 chat sends, one after another: their times in ms, each answered 200. */
  async function measure() {
    const logins: number[] = [];
    const sends: number[] = [];
    for (let i = 0; i < 50; i++) {
      const l = await timed(() => login(a, account.email, account.password));
      expect(l.value.statusCode).toBe(200);
      logins.push(l.ms);
      const s = await timed(() => sendMessage(i));
      expect(s.value.statusCode).toBe(200);
      sends.push(s.ms);
    }
    return { logins, sends };
  }
  const summary = ({ logins, sends }: Awaited<ReturnType<typeof measure>>) =>
    `login p50 ${p50(logins).toFixed(1)} p99 ${p99(logins).toFixed(1)} ms, ` +
    `chat send p50 ${p50(sends).toFixed(1)} p99 ${p99(sends).toFixed(1)} ms`;

  let withRedisUp: Awaited<ReturnType<typeof parallelGuesses>>;
  let timesWithRedisUp: Awaited<ReturnType<typeof measure>>;

  it('caps 15 parallel wrong logins of one account from one address at 10 with Redis up', async () => {
    withRedisUp = await parallelGuesses(a);
    expect(withRedisUp).toEqual({
      checked: ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
      refused: 5,
      other: 0,
    });
    expect(await metric(a)).toBe('1');
    // The baseline the figures with Redis killed are read against (same run, same machine).
    timesWithRedisUp = await measure();
  }, 120_000);

  it('answers a login and a chat message within 2 s after the kill (was 15 s), and prints their p99 over 50', async () => {
    await redis.kill();
    const first = await timed(() => login(a, account.email, account.password));
    expect(first.value.statusCode).toBe(200);
    expect(first.ms).toBeLessThan(GENEROUS_MS);
    const firstSend = await timed(() => sendMessage(-1));
    expect(firstSend.value.statusCode).toBe(200);
    expect(firstSend.ms).toBeLessThan(GENEROUS_MS);

    const down = await measure();
    expect(Math.max(...down.logins, ...down.sends)).toBeLessThan(GENEROUS_MS);
    console.log(
      `50 of each, one after another. Redis up: ${summary(timesWithRedisUp)}. ` +
        `Redis killed: ${summary(down)} (goals: login p99 ≤ ${GOALS.loginP99} ms, ` +
        `chat send p99 ≤ ${GOALS.chatSendP99} ms)`,
    );
  }, 120_000);

  it('caps 15 parallel wrong logins after the kill exactly as with Redis up', async () => {
    expect(await parallelGuesses(a)).toEqual(withRedisUp);
  });

  it('says Redis is down in /api/ready and in the redis_up metric', async () => {
    const ready = await a.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.redis).toBe('failed');
    expect(await metric(a)).toBe('0');
  });

  it('counts one budget across both nodes again once Redis is back on the same port', async () => {
    await redis.start();
    for (let i = 0; i < 100 && ((await metric(a)) !== '1' || (await metric(b)) !== '1'); i++) {
      await wait(50);
    }
    expect([await metric(a), await metric(b)]).toEqual(['1', '1']);
    const email = `shared-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(a, email, `guess a${i}`)).statusCode);
    for (let i = 0; i < 6; i++) statuses.push((await login(b, email, `guess b${i}`)).statusCode);
    // Counted in each node's memory, each node would check its own ten: twelve 401s.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ATTEMPTS_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});

describe.skipIf(redisServerMissing)('the limiter store while its Redis is down or hung', () => {
  it('brakes a burst with what this node counted before its Redis stopped answering', async () => {
    const redis = await startRedisServer();
    const store = redisLimiters(redis.url, `hung-${process.pid}`, silentLog);
    try {
      const limiter = store.limiter('guesses', 10, 60_000);
      await store.ready(GENEROUS_MS);
      for (let i = 0; i < 6; i++) expect(await limiter.take('k')).toBe(0);
      redis.pause();
      // Each take waits out the command timeout and is answered from this node's memory.
      const waits = await Promise.all(Array.from({ length: 9 }, () => limiter.take('k')));
      expect(waits.filter((w) => w === 0)).toHaveLength(4);
      expect(store.redisUp?.()).toBe(true);
    } finally {
      redis.resume();
      await store.close();
      await redis.stop();
    }
  });

  it('logs once when Redis goes away and once when it is back, not once a call', async () => {
    const redis = await startRedisServer();
    const lines: { level: string; msg: string }[] = [];
    const record = (level: string) => (_: unknown, msg: string) => lines.push({ level, msg });
    const log = {
      warn: record('warn'),
      info: record('info'),
      debug: () => {},
      error: record('error'),
    };
    const store = redisLimiters(redis.url, `log-once-${process.pid}`, log as never);
    try {
      const limiter = store.limiter('calls', 1000, 60_000);
      await store.ready(GENEROUS_MS);
      await limiter.take('k');
      await redis.kill();
      for (let i = 0; i < 20; i++) await limiter.take('k');
      await wait(1500); // a few reconnect attempts
      expect(lines.map((l) => l.level)).toEqual(['warn']);
      await redis.start();
      await store.ready(5000);
      for (let i = 0; i < 5; i++) await limiter.take('k');
      expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
    } finally {
      await store.close();
      await redis.stop();
    }
  });
});
