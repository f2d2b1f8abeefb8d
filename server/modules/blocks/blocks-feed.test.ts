import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { get, post, send } from '../../test/factories';
import {
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  newClient,
  newProvider,
  type User,
} from '../../test/marketplace';
import { listenLocally, socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  url = await listenLocally(t);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const block = async (by: User, other: number) =>
  expect((await post(t, '/api/blocks', { user_id: other }, by.token)).statusCode).toBe(200);
const unblock = async (by: User, other: number) =>
  expect((await send(t, 'DELETE', `/api/blocks/${other}`, by.token)).statusCode).toBe(200);

async function feedOf(sp: User) {
  const res = await get(t, `/api/getRequests/${sp.id}`, sp.token);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    ids: body.requests.map((r: { request_id: number }) => r.request_id),
    total: body.total,
  };
}

const newRequestNotices = async (sp: User) =>
  ((await get(t, '/api/notifications', sp.token)).json().notifications as Notification[]).filter(
    (n) => n.kind === 'new_request',
  );

describe('a block between a client and a provider (decision 0067)', () => {
  it('takes the client’s open requests out of the provider’s feed and its count, whoever blocked', async () => {
    // Karachi's drain cleaning: no other test here files there.
    const sp = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const client = await newClient(t);
    const other = await newClient(t);
    const file = (c: User) => fileRequest(t, c, { service_id: DRAIN_CLEANING, city_id: KARACHI });
    const theirs = await file(client);
    const others = await file(other);
    expect(await feedOf(sp)).toEqual({ ids: [others, theirs], total: 2 });

    await block(sp, client.id);
    expect(await feedOf(sp)).toEqual({ ids: [others], total: 1 });
    await unblock(sp, client.id);
    expect(await feedOf(sp)).toEqual({ ids: [others, theirs], total: 2 });

    await block(client, sp.id);
    expect(await feedOf(sp)).toEqual({ ids: [others], total: 1 });
    // Another provider of the city and service still sees both.
    const bystander = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    expect(await feedOf(bystander)).toEqual({ ids: [others, theirs], total: 2 });
  });

  it('tells no provider kept apart from the client of its new request, live or in the bell', async () => {
    // Lahore's leak repair, the default of a provider and a request.
    const blocker = await newProvider(t);
    const blocked = await newProvider(t);
    const free = await newProvider(t);
    const client = await newClient(t);
    await block(blocker, client.id);
    await block(client, blocked.id);
    const heard = new Map<number, Notification[]>();
    const sockets = await Promise.all([blocker, blocked, free].map((sp) => open(sp.token)));
    const freeHeard = new Promise<void>((resolve) => {
      for (const [i, sp] of [blocker, blocked, free].entries()) {
        heard.set(sp.id, []);
        sockets[i]?.on('notification', (n: Notification) => {
          if (n.kind !== 'new_request') return;
          heard.get(sp.id)?.push(n);
          if (sp === free) resolve();
        });
      }
    });

    const requestId = await fileRequest(t, client);
    await freeHeard;
    await t.app.dispatcher.idle();

    expect(heard.get(free.id)?.map((n) => n.message)).toEqual([
      `New request for \u2068Leak Repair\u2069 in \u2068Lahore\u2069 (#${requestId}).`,
    ]);
    expect(await newRequestNotices(free)).toHaveLength(1);
    for (const sp of [blocker, blocked]) {
      expect(heard.get(sp.id)).toEqual([]);
      expect(await newRequestNotices(sp)).toEqual([]);
    }
  });
});
