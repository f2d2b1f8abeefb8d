import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send } from '../../test/factories';
import {
  acceptedOrder,
  newClient,
  newProvider,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { book } from './appointments.repo';

let now = new Date('2026-06-15T08:00:00Z');
let t: TestApp;
let client: User;
let sp: User;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

const START = new Date('2026-06-15T12:00:00Z');

/** An accepted order, booked for START unless `bookIt` is false. */
async function order(bookIt = true) {
  const requestId = await acceptedOrder(t, client, sp);
  if (bookIt)
    await book(
      t.db,
      {
        request_id: requestId,
        sp_id: sp.id,
        client_id: client.id,
        starts_at: START,
        ends_at: new Date(START.getTime() + 3_600_000),
        time_zone: 'Asia/Karachi',
      },
      now,
    );
  return requestId;
}

const step = (user: User | null, requestId: number | string, which: 'on-my-way' | 'started') =>
  send(t, 'POST', `/api/orders/${requestId}/${which}`, user?.token);

const refusal = (res: { statusCode: number; json(): { error: { code: string } } }) => [
  res.statusCode,
  res.json().error.code,
];

async function kindsOf(user: User, requestId: number) {
  const rows = await t.db
    .selectFrom('notifications')
    .select('kind')
    .where('recipient_id', '=', user.id)
    .where('target_id', '=', requestId)
    .where('kind', 'like', 'provider_%')
    .orderBy('notification_id')
    .execute();
  return rows.map((r) => r.kind);
}

describe('POST /orders/{requestId}/on-my-way and /started', () => {
  it('lets the provider say "On my way" then "Started", each once, telling the client', async () => {
    const requestId = await order();
    now = new Date('2026-06-15T11:20:00Z');
    const onWay = await step(sp, requestId, 'on-my-way');
    expect(onWay.statusCode).toBe(200);
    expect(onWay.json()).toMatchObject({ on_my_way_at: now.toISOString(), started_at: null });
    expect(refusal(await step(sp, requestId, 'on-my-way'))).toEqual([
      409,
      'appointment.already_on_my_way',
    ]);
    // The order read shows it, to both parties.
    const read = (await get(t, `/api/orders/${requestId}`, client.token)).json();
    expect(read.appointment).toMatchObject({ on_my_way_at: now.toISOString(), started_at: null });

    now = new Date('2026-06-15T12:02:00Z');
    const started = await step(sp, requestId, 'started');
    expect(started.json()).toMatchObject({ started_at: now.toISOString() });
    expect(refusal(await step(sp, requestId, 'started'))).toEqual([
      409,
      'appointment.already_started',
    ]);
    expect(refusal(await step(sp, requestId, 'on-my-way'))).toEqual([
      409,
      'appointment.already_started',
    ]);
    expect(await kindsOf(client, requestId)).toEqual(['provider_on_way', 'provider_started']);
    expect(await kindsOf(sp, requestId)).toEqual([]);
    const words = (await get(t, '/api/notifications', client.token)).json().notifications;
    const said = words.find((n: { kind: string }) => n.kind === 'provider_on_way').message;
    expect(said).toMatch(/Bilal Raza.* is on the way for ".*Leak Repair.*"/);
  });

  it('takes "Started" without "On my way"', async () => {
    const requestId = await order();
    const started = await step(sp, requestId, 'started');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ on_my_way_at: null, started_at: now.toISOString() });
  });

  it('is the order’s provider’s alone: 401, 403 for a client, 404 for another provider or none', async () => {
    const requestId = await order();
    expect((await step(null, requestId, 'on-my-way')).statusCode).toBe(401);
    expect((await step(client, requestId, 'on-my-way')).statusCode).toBe(403);
    const stranger = await step(await newProvider(t), requestId, 'started');
    const missing = await step(sp, 2_000_000_000, 'started');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect((await step(sp, 'abc', 'started')).statusCode).toBe(400);
    const row = await t.db
      .selectFrom('appointments')
      .select(['on_my_way_at', 'started_at'])
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ on_my_way_at: null, started_at: null });
    expect(await kindsOf(await newClient(t), requestId)).toEqual([]);
  });

  it('refuses an order with no booked time, a cancelled appointment and a completed order', async () => {
    expect(refusal(await step(sp, await order(false), 'on-my-way'))).toEqual([
      409,
      'appointment.not_booked',
    ]);
    const cancelled = await order();
    await t.db
      .updateTable('appointments')
      .set({ cancelled_at: now, cancelled_by: 'clients', cancelled_late: false })
      .where('request_id', '=', cancelled)
      .execute();
    expect(refusal(await step(sp, cancelled, 'started'))).toEqual([409, 'appointment.cancelled']);
    const completed = await order();
    expect((await setStatus(t, client, completed, 'completed')).statusCode).toBe(200);
    expect(refusal(await step(sp, completed, 'on-my-way'))).toEqual([409, 'order.not_accepted']);
    expect(await kindsOf(client, cancelled)).toEqual([]);
  });
});
