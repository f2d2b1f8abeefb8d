import { afterAll, beforeAll, expect, it } from 'vitest';
import { zonedInstant } from '#contracts/time-zones';
import { get, post, send } from '../../test/factories';
import { acceptedOrder, newClient, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APPOINTMENT_REMINDERS_JOB } from './appointment-reminders';
import { book, overlapping } from './appointments.repo';

/** The edges of a booking a review found: a voided order, a late booking, a move, a no-show. */
const ZONE = 'Asia/Karachi';
const MIN = 60_000;
let now = new Date('2026-06-15T04:00:00Z'); // 09:00 in Karachi
let t: TestApp;
let client: User;
let sp: User;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

async function booked(day: string, from: string, to: string) {
  const requestId = await acceptedOrder(t, client, sp);
  const appointment = {
    request_id: requestId,
    sp_id: sp.id,
    client_id: client.id,
    starts_at: zonedInstant(day, from, ZONE),
    ends_at: zonedInstant(day, to, ZONE),
    time_zone: ZONE,
  };
  await book(t.db, appointment, now);
  return { requestId, ...appointment };
}

const row = (requestId: number) =>
  t.db
    .selectFrom('appointments')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();

it('an order the admin voided leaves no clash, in the agenda or on booking, and its event is cancelled', async () => {
  const voided = await booked('2026-06-20', '10:00', '12:00');
  const kept = await booked('2026-06-20', '11:00', '13:00');
  // What resolving a dispute as cancelled does to the order (requests.void); the appointment
  // row is left as it was.
  await t.db
    .updateTable('service_requests')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('request_id', '=', voided.requestId)
    .execute();
  const clashes = await overlapping(t.db, sp.id, kept.starts_at, kept.ends_at);
  expect(clashes.map((c) => c.request_id)).toEqual([kept.requestId]);
  const agenda = (await get(t, '/api/agenda?from=2026-06-20&days=1', sp.token)).json();
  expect(agenda.items).toEqual([
    expect.objectContaining({ request_id: kept.requestId, clashes: [] }),
  ]);
  const ics = await get(t, `/api/orders/${voided.requestId}/appointment.ics`, client.token);
  expect(ics.body).toContain('STATUS:CANCELLED');
});

it('prompts nobody as late for a time booked once it had begun', async () => {
  now = zonedInstant('2026-06-16', '10:30', ZONE);
  const late = await booked('2026-06-16', '08:00', '12:00');
  now = zonedInstant('2026-06-16', '10:40', ZONE);
  expect(await t.app.jobs.runDue(APPOINTMENT_REMINDERS_JOB)).toBe('ok');
  expect((await row(late.requestId)).late_prompted_at).toBeNull();
});

it('a time moved after its evening is booked anew: no evening reminder for it', async () => {
  now = zonedInstant('2026-06-17', '09:00', ZONE);
  const moved = await booked('2026-06-25', '10:00', '11:00');
  const proposed = await post(
    t,
    `/api/orders/${moved.requestId}/reschedule`,
    { date: '2026-06-18', from: '10:00', to: '11:00' },
    client.token,
  );
  expect(proposed.statusCode).toBe(200);
  const changeId = (proposed.json().reschedules as { change_id: number; status: string }[]).find(
    (c) => c.status === 'proposed',
  )?.change_id;
  // Accepted at 22:00 the evening before the new time.
  now = zonedInstant('2026-06-17', '22:00', ZONE);
  const accepted = await send(
    t,
    'POST',
    `/api/orders/${moved.requestId}/reschedule/${changeId}/accept`,
    sp.token,
  );
  expect(accepted.statusCode).toBe(200);
  expect((await row(moved.requestId)).booked_at).toEqual(now);
  now = new Date(now.getTime() + 5 * MIN);
  expect(await t.app.jobs.runDue(APPOINTMENT_REMINDERS_JOB)).toBe('ok');
  expect((await row(moved.requestId)).evening_reminded_at).toBeNull();
});

it('a client cancelling after a no-show is not late; a provider cancelling then is', async () => {
  now = zonedInstant('2026-06-19', '09:00', ZONE);
  const noShow = await booked('2026-06-19', '10:00', '11:00');
  const dropped = await booked('2026-06-19', '10:00', '11:00');
  now = zonedInstant('2026-06-19', '10:20', ZONE);
  const cancel = (user: User, requestId: number) =>
    send(t, 'POST', `/api/orders/${requestId}/cancel`, user.token);
  expect((await cancel(client, noShow.requestId)).statusCode).toBe(200);
  expect((await row(noShow.requestId)).cancelled_late).toBe(false);
  expect((await cancel(sp, dropped.requestId)).statusCode).toBe(200);
  expect((await row(dropped.requestId)).cancelled_late).toBe(true);
});
