import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomOf } from '#contracts/chat';
import type { Notification } from '#contracts/notifications';
import { addDays, localDayOf, zonedInstant } from '#contracts/time-zones';
import { get, post } from '../../test/factories';
import { fileRequest, newClient, newProvider, openChat, type User } from '../../test/marketplace';
import { listenLocally, nextEvent, socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APPOINTMENT_REMINDERS_JOB } from './appointment-reminders';

/**
 * Issue 29's "Done when", through the real calls: a request for tomorrow evening, the
 * provider's counter at 18:00–19:00, the client's accept, both agendas, the evening-before and
 * one-hour reminders to both on a moved clock, and "On my way" reaching the client live.
 */
const ZONE = 'Asia/Karachi';
let now = new Date('2026-12-30T07:00:00Z'); // noon in Karachi, the day before a year's last day
let t: TestApp;
let client: User;
let sp: User;
let url = '';
const sockets = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
  url = await listenLocally(t);
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const kindsOf = async (user: User, requestId: number) => {
  const res = await get(t, '/api/notifications', user.token);
  const items = res.json().notifications as (Notification & { target: { id: number } | null })[];
  return items.filter((n) => n.target?.id === requestId).map((n) => n.kind);
};

it('books tomorrow evening through a counter with a time, reminds both sides and says "On my way" live', async () => {
  const tomorrow = addDays(localDayOf(now, ZONE), 1);
  const requestId = await fileRequest(t, client, {
    when: { kind: 'window', date: tomorrow, window: 'evening' },
  });
  const room = await openChat(t, sp, client, requestId);
  expect(room).toBe(roomOf(client.id, sp.id));
  const offer = await post(
    t,
    '/api/saveRequestMessage',
    { room, request_id: requestId, price: 1500 },
    client.token,
  );
  expect(offer.statusCode).toBe(200);

  // The provider counters with 18:00–19:00 tomorrow; the client accepts.
  const counter = await post(
    t,
    `/api/offers/${offer.json().offer_id}/counter`,
    { price: 1800, slot: { date: tomorrow, from: '18:00', to: '19:00' } },
    sp.token,
  );
  expect(counter.statusCode).toBe(200);
  const starts = zonedInstant(tomorrow, '18:00', ZONE);
  const countered = counter.json();
  expect(countered.slot?.starts_at).toBe(starts.toISOString());
  const accepted = await post(t, `/api/offers/${countered.offer_id}/accept`, {}, client.token);
  expect(accepted.statusCode).toBe(200);

  // Both agendas show it, on tomorrow's page.
  for (const user of [client, sp]) {
    const agenda = await get(t, `/api/agenda?from=${tomorrow}&days=1`, user.token);
    expect(agenda.statusCode).toBe(200);
    const items = agenda.json().items as { request_id: number; starts_at: string }[];
    expect(items.map((i) => [i.request_id, i.starts_at])).toEqual([
      [requestId, starts.toISOString()],
    ]);
  }

  // The evening before (19:00 today) and one hour before, each to both sides, on a moved clock.
  now = zonedInstant(localDayOf(now, ZONE), '19:00', ZONE);
  expect(await t.app.jobs.runDue(APPOINTMENT_REMINDERS_JOB)).toBe('ok');
  expect(await kindsOf(client, requestId)).toContain('appointment_evening');
  expect(await kindsOf(sp, requestId)).toContain('appointment_evening');
  now = new Date(starts.getTime() - 60 * 60_000);
  expect(await t.app.jobs.runDue(APPOINTMENT_REMINDERS_JOB)).toBe('ok');
  expect(await kindsOf(client, requestId)).toContain('appointment_soon');
  expect(await kindsOf(sp, requestId)).toContain('appointment_soon');

  // The provider taps "On my way": the client's open page hears it at once.
  const clientSocket: Socket = await sockets.open(client.token);
  const heard = nextEvent<Notification>(clientSocket, 'notification');
  now = new Date(starts.getTime() - 20 * 60_000);
  const onMyWay = await post(t, `/api/orders/${requestId}/on-my-way`, {}, sp.token);
  expect(onMyWay.statusCode).toBe(200);
  expect(onMyWay.json().on_my_way_at).toBe(now.toISOString());
  expect((await heard).kind).toBe('provider_on_way');
  const order = await get(t, `/api/client/orders/${client.id}`, client.token);
  const mine = (
    order.json() as { request_id: number; appointment: { on_my_way_at: string } }[]
  ).find((o) => o.request_id === requestId);
  expect(mine?.appointment.on_my_way_at).toBe(now.toISOString());
});
