import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedDatabaseDir } from '../db/client';
import { clientForm } from '../test/factories';
import { freePort } from '../test/free-port';
import { requestForm } from '../test/marketplace';
import { openPostgresTestDatabase, runEngineTemplate } from '../test/test-database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-stop-'));
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-stop-web-'));
// The compiled server (what `npm start` runs, here without its launcher), built from the
// current sources by the same build, inside the project so that it finds node_modules.
const serverDir = path.join('build', `stop-test-${process.pid}`);
let server: ChildProcess;
let base: string;
let log = '';
const logWaiters = new Set<() => void>();
function addToLog(data: Buffer) {
  log += data;
  for (const check of logWaiters) check();
}

/** Resolves once the server has logged a line matching `pattern`. */
function logged(pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!pattern.test(log)) return;
      logWaiters.delete(check);
      resolve();
    };
    logWaiters.add(check);
    check();
  });
}
let dropDatabase: (() => Promise<void>) | undefined;

async function json(method: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  // The compiled server on node, on PostgreSQL in the PostgreSQL run.
  execFileSync(process.execPath, ['scripts/build.mjs', '--server', serverDir], { stdio: 'pipe' });
  let databaseUrl: string | undefined;
  if (inject('postgresTemplate')) {
    const database = await openPostgresTestDatabase();
    await database.db.destroy();
    databaseUrl = database.url;
    dropDatabase = database.close;
  } else {
    // The run's migrated template as the embedded database: making a cluster from nothing
    // (what a first start does) takes half a minute on a busy machine, and is not this test's.
    const template = new Blob([fs.readFileSync(runEngineTemplate())]);
    const pglite = await PGlite.create({
      dataDir: embeddedDatabaseDir(dataDir),
      loadDataDir: template,
    });
    await pglite.close();
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(serverDir, 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'debug',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', addToLog);
  server.stderr?.on('data', addToLog);
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
    const up = await fetch(`${base}/api/health`).catch(() => null);
    if (up?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not up after 30 s:\n${log}`);
});

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(serverDir, { recursive: true, force: true });
});

/** A request whose body arrives in two halves: the second only when `finish()` is called. */
function slowPost(url: string, body: unknown, token: string) {
  const text = JSON.stringify(body);
  let finish = () => {};
  const answered = new Promise<{ status: number | string; body: string }>((resolve) => {
    const req = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', (err) => resolve({ status: 'error', body: err.message }));
    req.write(text.slice(0, 10));
    finish = () => req.end(text.slice(10));
  });
  return { answered, finish };
}

describe('SIGTERM', () => {
  it('answers the request in flight, cuts sockets with the reason clients reconnect on, and exits 0 within 5 s', async () => {
    const form = clientForm();
    expect((await json('POST', '/api/register/client', form)).status).toBe(201);
    const { token } = (await json('POST', '/api/login', form)).body as { token: string };
    const socket = connect(base, {
      path: '/socket.io/',
      auth: { token },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const inFlight = slowPost('/api/servicerequestform', requestForm(), token);
    // In flight: the server has read the request's head, and its body is still to come.
    await logged(/"url":"\/api\/servicerequestform"[^\n]*"msg":"incoming request"/);
    const signalledAt = Date.now();
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await logged(/SIGTERM received, shutting down/);
    inFlight.finish();

    // 'transport close' is the reason a client reconnects on by itself ('io server disconnect' is not).
    expect(await dropped).toBe('transport close');
    socket.close();
    const answered = await inFlight.answered;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ message: 'Requests Sent!' });
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(log).toMatch(/requests drained and sockets closed/);
    expect(log).toMatch(/database closed; stopped in/);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
