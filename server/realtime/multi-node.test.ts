import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { post } from '../test/factories';
import { fileRequest, newClient, newProvider, openChat } from '../test/marketplace';
import { TEST_JWT_SECRET, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Test files share the machine's Redis: each keeps its own keys and channels. */
const redisPrefix = `test-${process.pid}-${Date.now().toString(36)}`;

let database: DatabaseHandle;
let dataDir: string;
const nodes: Awaited<ReturnType<typeof buildApp>>[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-nodes-'));
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    nodes.push(app);
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const app of nodes) await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function open(node: number, token: string): Promise<Socket> {
  const app = nodes[node];
  if (!app) throw new Error(`no node ${node}`);
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io/',
    auth: { token },
    reconnection: false,
    transports: ['websocket'],
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

it('delivers a message written on one node to a socket connected to another (Redis)', async () => {
  const [first] = nodes;
  if (!first) throw new Error('no nodes');
  // The factories only need `app` and `db` of a test app.
  const t = { app: first, db: database.db } as unknown as TestApp;
  const client = await newClient(t);
  const sp = await newProvider(t);
  const room = await openChat(t, sp, client, await fileRequest(t, client));

  const providerSocket = await open(1, sp.token);
  const received = new Promise<{ message_text: string }>((resolve) =>
    providerSocket.once('all_receive_message', resolve),
  );
  const notified = new Promise<{ room: string }>((resolve) =>
    providerSocket.once('notification', resolve),
  );
  const res = await post(
    t,
    '/api/saveMessage',
    { room, message_text: 'across nodes' },
    client.token,
  );
  expect(res.statusCode).toBe(200);
  expect((await received).message_text).toBe('across nodes');
  expect((await notified).room).toBe(room);
});
