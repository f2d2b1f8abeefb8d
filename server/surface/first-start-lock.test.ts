import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

// The compiled server (what `npm start` runs), started twice at once on a new data directory.
const serverDir = path.join('build', `first-start-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-first-start-'));
const lockFile = path.join(dataDir, 'server.lock');
const started: ChildProcess[] = [];

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs', '--server', serverDir], { stdio: 'pipe' });
});

afterAll(() => {
  for (const server of started) if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(serverDir, { recursive: true, force: true });
});

async function start() {
  const server = spawn(process.execPath, [path.join(serverDir, 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(server);
  let output = '';
  server.stdout?.on('data', (data) => {
    output += data;
  });
  server.stderr?.on('data', (data) => {
    output += data;
  });
  return { server, output: () => output };
}

async function until(check: () => boolean, what: () => string, ms = 30_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms / 1000} s: ${what()}`);
}

it('a second server started during a first start stops, naming the first; the first, stopped, leaves no lock', async () => {
  const first = await start();
  await until(
    () => /first start: making the embedded database ready/.test(first.output()),
    () => `the first start began:\n${first.output()}`,
  );
  expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(first.server.pid));

  const second = await start();
  const [code] = await once(second.server, 'exit');
  expect(code).toBe(1);
  expect(second.output()).toContain(`already in use by process ${first.server.pid}`);
  expect(second.output()).not.toContain('Failed to start');

  first.server.kill('SIGTERM');
  await once(first.server, 'exit');
  expect(fs.existsSync(lockFile)).toBe(false);
});
