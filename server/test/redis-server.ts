import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/** Whether this machine can start a redis-server of a test's own. */
export const redisServerMissing = spawnSync('redis-server', ['--version']).status !== 0;

export type RedisTestServer = Awaited<ReturnType<typeof startRedisServer>>;

/** Whether a Redis answers PING at `url` now. */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  const ok = await probe.connect().then(
    () => probe.ping().then(() => true),
    () => false,
  );
  probe.disconnect();
  return ok;
}

/**
 * A redis-server of the test's own on a free loopback port, keeping nothing on disk (never the
 * machine's one, which other tests share), that the test may kill and start again on the same
 * port.
 */
export async function startRedisServer() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn('redis-server', args, { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await redisAnswers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  }

  /** Ends the server at once (SIGKILL), as a crash does, and waits for its exit. */
  async function kill(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  /** Stops the server answering (SIGSTOP) with its connections left open, as a hung host does. */
  const pause = () => child?.kill('SIGSTOP');
  const resume = () => child?.kill('SIGCONT');

  await start();
  return { url, port, kill, start, stop: kill, pause, resume };
}
