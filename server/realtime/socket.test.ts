import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLimiters } from '../lib/limiter';
import type { Actor, Authenticate } from '../modules/auth/authenticator';
import { attachRealtime } from './socket';

/**
 * The socket server with a stand-in for the account lookup: `lookup` says what the database
 * answers for the next token check (an actor, no one, or a failure).
 */
let lookup: 'found' | 'none' | 'fails' = 'found';
/** When the next token handed out by the stand-in expires. */
let expiresAt = new Date(Date.now() + 60_000);
const actor = (): Actor => ({ id: 7, role: 'clients', session: { jti: 'j', expiresAt } });
const authenticate = Object.assign(
  async (): Promise<Actor | null> => {
    if (lookup === 'fails') throw new Error('timeout exceeded when trying to connect');
    return lookup === 'found' ? actor() : null;
  },
  {
    claims: async () => ({ ...actor(), version: 0, session: { jti: 'j', expiresAt } }),
  },
) as unknown as Authenticate;

const server = http.createServer();
let url = '';
const sockets: Socket[] = [];
beforeAll(async () => {
  const io = attachRealtime(server, authenticate, memoryLimiters(), 60, (socket) => {
    socket.on('ping_test', (_payload: unknown, ack: (a: unknown) => void) => ack({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    for (const s of sockets) s.close();
    await io.close();
  });
});

function open(): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    auth: { token: 'a token' },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('a token lookup the database cannot answer', () => {
  it('refuses the handshake as unavailable, not as a bad token', async () => {
    lookup = 'fails';
    await expect(open()).rejects.toMatchObject({ data: { code: 'service_unavailable' } });
    lookup = 'none';
    await expect(open()).rejects.toMatchObject({ data: { code: 'unauthorized' } });
  });

  it('lets an open socket go on without asking the database for each event', async () => {
    lookup = 'found';
    const socket = await open();
    lookup = 'fails';
    expect(await socket.timeout(5000).emitWithAck('ping_test', {})).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
  });
});

describe('a token that expires while its socket is open', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends the socket at its next event', async () => {
    lookup = 'found';
    // Well inside socket.io's ping deadline (25 s + 20 s), which reads the same clock.
    expiresAt = new Date(Date.now() + 30_000);
    const socket = await open();
    expect(await socket.timeout(5000).emitWithAck('ping_test', {})).toEqual({ ok: true });
    // Only the clock jumps past the expiry; socket.io's own timers keep running for real.
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt.getTime() + 1 });
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    const ended = await socket.timeout(5000).emitWithAck('ping_test', {});
    expect(ended).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    await gone;
  });
});
