import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack } from '#contracts/socket-events';
import { adminEnv, send } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { MATRIX, type MatrixRow } from './authorization-matrix';
import { SOCKET_MATRIX } from './authorization-socket-matrix';
import { ACTORS, type ActorName, buildWorld, type World } from './authorization-world';

let t: TestApp;
let w: World;
let url: string;
const sockets = new Map<ActorName, Socket>();

beforeAll(async () => {
  // The world makes many offers, requests and disputes as one client in a few seconds: lift
  // the chat brake and the write budgets (server/surface/write-budgets.test.ts tests those).
  t = await createTestApp({
    ...adminEnv,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CHAT_WRITES_PER_10S: '100000',
    WRITE_BUDGET_SCALE: '100000',
  });
  w = await buildWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets.values()) s.close();
  await t.close();
});

const tokenOf = (actor: ActorName): string | undefined =>
  actor === 'anonymous' ? undefined : actor === 'admin' ? w.admin : w.users[actor]?.token;

/** Callers expected to be refused go first, so a success that changes the row comes last. */
const inRunOrder = <T>(expected: readonly T[], ok: (e: T) => boolean) =>
  ACTORS.map((actor, i) => ({ actor, expected: expected[i] as T })).sort(
    (a, b) => Number(ok(a.expected)) - Number(ok(b.expected)),
  );

async function runRow(row: MatrixRow): Promise<string[]> {
  const method = row.op.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const ctx = { requestId: 0, room: '', id: 0, ...(await row.prepare?.(w)) };
  const wrong: string[] = [];
  for (const { actor, expected } of inRunOrder(row.expect, (s) => s < 300)) {
    const res = await send(
      t,
      method,
      row.url(w, ctx, actor),
      tokenOf(actor),
      await row.body?.(w, ctx, actor),
    );
    if (res.statusCode !== expected) {
      wrong.push(`${actor}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
  }
  return wrong;
}

const logout = MATRIX.filter((r) => r.op === 'POST /api/logout');
const beforeLogout = MATRIX.filter((r) => r.op !== 'POST /api/logout');

describe('authorization matrix', () => {
  it('has one row for every operation the server registers, and no other', () => {
    const registered = t.app.routes
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(MATRIX.map((r) => r.op).sort()).toEqual(registered);
    const events = t.app.socketEvents.map((e) => e.name).sort();
    expect(SOCKET_MATRIX.map((r) => r.event).sort()).toEqual(events);
  });

  for (const row of beforeLogout) {
    it(`${row.op}: ${row.expect.join(' ')}`, async () => {
      expect(await runRow(row)).toEqual([]);
    });
  }
});

function socketOf(actor: ActorName): Promise<Socket | 'refused'> {
  const existing = sockets.get(actor);
  if (existing) return Promise.resolve(existing);
  const socket = connect(url, {
    path: '/socket.io/',
    auth: { token: tokenOf(actor) },
    reconnection: false,
    transports: ['websocket'],
  });
  return new Promise((resolve) => {
    socket.on('connect', () => {
      sockets.set(actor, socket);
      resolve(socket);
    });
    socket.on('connect_error', () => {
      socket.close();
      resolve('refused');
    });
  });
}

describe('socket authorization matrix', () => {
  for (const row of SOCKET_MATRIX) {
    it(`${row.event}: ${row.expect.join(' ')}`, async () => {
      const ctx = { requestId: 0, room: '', id: 0, ...(await row.prepare?.(w)) };
      const wrong: string[] = [];
      for (const { actor, expected } of inRunOrder(row.expect, (a) => a === 'ok')) {
        const socket = await socketOf(actor);
        let got: string;
        if (socket === 'refused') got = 'refused';
        else {
          const ack = (await socket
            .timeout(5000)
            .emitWithAck(row.event, row.payload(w, ctx))) as Ack;
          got = ack.ok ? 'ok' : ack.error.code;
        }
        if (got !== expected) wrong.push(`${actor}: expected ${expected}, got ${got}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('authorization matrix, last', () => {
  for (const row of logout) {
    it(`${row.op}: ${row.expect.join(' ')}`, async () => {
      expect(await runRow(row)).toEqual([]);
    });
  }
});
