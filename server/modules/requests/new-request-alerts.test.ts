import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { get } from '../../test/factories';
import {
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  LEAK_REPAIR,
  newClient,
  newProvider,
  requestForm,
  type User,
} from '../../test/marketplace';
import { socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-11-25T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const newRequestNotices = async (sp: User) =>
  ((await get(t, '/api/notifications', sp.token)).json().notifications as Notification[]).filter(
    (n) => n.kind === 'new_request',
  );

describe('a new request', () => {
  it('tells each provider whose feed it joins, live, and no one else', async () => {
    const matching = await newProvider(t, [LEAK_REPAIR]);
    const elsewhere = await newProvider(t, [LEAK_REPAIR], KARACHI);
    const otherService = await newProvider(t, [DRAIN_CLEANING]);
    const away = await newProvider(t, [LEAK_REPAIR]);
    await t.db
      .updateTable('provider_services')
      .set({ available: false })
      .where('sp_id', '=', away.id)
      .execute();
    const suspended = await newProvider(t, [LEAK_REPAIR]);
    await t.db
      .updateTable('service_providers')
      .set({ status: 'inactive' })
      .where('sp_id', '=', suspended.id)
      .execute();
    const socket = await open(matching.token);
    const heard = new Promise<Notification>((resolve) =>
      socket.on('notification', (n: Notification) => {
        if (n.kind === 'new_request') resolve(n);
      }),
    );

    const requestId = await fileRequest(t, await newClient(t));

    const live = await heard;
    expect(live).toMatchObject({ kind: 'new_request', room: null, sp_id: matching.id });
    expect(live.message).toBe(
      `New request for \u2068Leak Repair\u2069 in \u2068Lahore\u2069 (#${requestId}).`,
    );
    expect(await newRequestNotices(matching)).toHaveLength(1);
    for (const sp of [elsewhere, otherService, away, suspended]) {
      expect(await newRequestNotices(sp)).toEqual([]);
    }
  });

  it('sent twice with the same key tells the provider once', async () => {
    const sp = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const client = await newClient(t);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/servicerequestform',
        headers: { authorization: `Bearer ${client.token}`, 'idempotency-key': key },
        payload: requestForm({ service_id: DRAIN_CLEANING, city_id: KARACHI }),
      });
      expect(res.statusCode).toBe(200);
    }
    // The alerts go out after the answer (the dispatcher finds the providers).
    await t.app.dispatcher.idle();
    expect(await newRequestNotices(sp)).toHaveLength(1);
  });
});

describe('the feed narrowed by service and date', () => {
  it('lists and counts only the chosen service, and only what was filed in the window', async () => {
    const sp = await newProvider(t, [LEAK_REPAIR, DRAIN_CLEANING], KARACHI);
    const client = await newClient(t);
    const file = (service_id: number) => fileRequest(t, client, { service_id, city_id: KARACHI });
    const leakToday = await file(LEAK_REPAIR);
    const drainToday = await file(DRAIN_CLEANING);
    const leakOld = await file(LEAK_REPAIR);
    await t.db
      .updateTable('service_requests')
      .set({ request_date: new Date(NOW.getTime() - 3 * DAY) })
      .where('request_id', '=', leakOld)
      .execute();
    const feed = async (query: string) => {
      const res = await get(t, `/api/getRequests/${sp.id}?${query}`, sp.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return {
        ids: body.requests.map((r: { request_id: number }) => r.request_id),
        total: body.total,
      };
    };
    const mine = (ids: number[]) =>
      ids.filter((id) => [leakToday, drainToday, leakOld].includes(id));

    const leak = await feed(`service_id=${LEAK_REPAIR}`);
    expect(mine(leak.ids)).toEqual([leakToday, leakOld]);
    expect(leak.ids).not.toContain(drainToday);
    const today = await feed('since=day');
    expect(mine(today.ids)).toEqual([drainToday, leakToday]);
    const week = await feed(`since=week&service_id=${LEAK_REPAIR}`);
    expect(mine(week.ids)).toEqual([leakToday, leakOld]);
    expect(week.total).toBe(leak.total);
    expect((await feed(`since=day&service_id=${LEAK_REPAIR}`)).total).toBe(leak.total - 1);
  });

  it('refuses a window or a service it does not know, with 400', async () => {
    const sp = await newProvider(t);
    for (const query of ['since=year', 'service_id=abc', 'service_id=0']) {
      const res = await get(t, `/api/getRequests/${sp.id}?${query}`, sp.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });
});
