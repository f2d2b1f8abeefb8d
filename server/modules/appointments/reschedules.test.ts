import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { LATE_CANCEL_HOURS } from '#contracts/reschedules';
import { zonedInstant } from '#contracts/time-zones';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import { acceptedOrder, newClient, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { book } from './appointments.repo';

const ZONE = 'Asia/Karachi';
const HOUR = 60 * 60_000;
// 17:00 in Karachi.
let now = new Date('2026-06-15T12:00:00Z');
let t: TestApp;
let client: User;
let sp: User;
beforeAll(async () => {
  t = await createTestApp(
    { ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    { clock: () => now },
  );
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

/** An accepted order of `client` and `provider` booked for `day` `from`–`to` in Karachi. */
async function booked(day = '2026-06-20', from = '10:00', to = '11:00', provider = sp) {
  const requestId = await acceptedOrder(t, client, provider);
  await book(
    t.db,
    {
      request_id: requestId,
      sp_id: provider.id,
      client_id: client.id,
      starts_at: zonedInstant(day, from, ZONE),
      ends_at: zonedInstant(day, to, ZONE),
      time_zone: ZONE,
    },
    now,
  );
  return requestId;
}

const propose = (user: User, requestId: number, body: object) =>
  post(t, `/api/orders/${requestId}/reschedule`, body, user.token);
const answer = (user: User | undefined, requestId: number, changeId: number, what: string) =>
  send(t, 'POST', `/api/orders/${requestId}/reschedule/${changeId}/${what}`, user?.token);
const cancel = (user: User, requestId: number) =>
  send(t, 'POST', `/api/orders/${requestId}/cancel`, user.token);

async function appointmentRow(requestId: number) {
  return t.db
    .selectFrom('appointments')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
}

async function bellOf(user: User, requestId: number) {
  const res = await get(t, '/api/notifications', user.token);
  // Oldest first (the bell lists the newest first).
  return (res.json().notifications as Notification[])
    .filter(
      (n) => n.target?.id === requestId && ['reschedule', 'booking_cancelled'].includes(n.kind),
    )
    .reverse();
}

const TUESDAY_2PM = { date: '2026-06-21', from: '14:00', to: '15:00' };

describe('rescheduling a booked job', () => {
  it('moves the appointment when the other party accepts, clears its reminders and keeps the history', async () => {
    const requestId = await booked();
    const stamped = new Date('2026-06-14T14:00:00Z');
    await t.db
      .updateTable('appointments')
      .set({ evening_reminded_at: stamped, hour_reminded_at: stamped, late_prompted_at: stamped })
      .where('request_id', '=', requestId)
      .execute();
    const proposed = await propose(client, requestId, TUESDAY_2PM);
    expect(proposed.statusCode).toBe(200);
    const [change] = proposed.json().reschedules;
    expect(change).toMatchObject({
      proposed_by: 'clients',
      status: 'proposed',
      old_starts_at: '2026-06-20T05:00:00.000Z',
      new_starts_at: '2026-06-21T09:00:00.000Z',
      new_ends_at: '2026-06-21T10:00:00.000Z',
      created_at: now.toISOString(),
      decided_at: null,
    });
    // Nothing moves until the other side accepts; the provider is told.
    expect((await appointmentRow(requestId)).starts_at.toISOString()).toBe(
      '2026-06-20T05:00:00.000Z',
    );
    const [told] = await bellOf(sp, requestId);
    expect(told?.message).toContain('asks to move');
    expect(told?.message).toContain('Sun, 21 Jun');

    const accepted = await answer(sp, requestId, change.change_id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().appointment).toMatchObject({
      starts_at: '2026-06-21T09:00:00.000Z',
      ends_at: '2026-06-21T10:00:00.000Z',
    });
    expect(accepted.json().reschedules).toEqual([
      { ...change, status: 'accepted', decided_at: now.toISOString() },
    ]);
    const row = await appointmentRow(requestId);
    expect([row.evening_reminded_at, row.hour_reminded_at, row.late_prompted_at]).toEqual([
      null,
      null,
      null,
    ]);
    expect((await bellOf(client, requestId)).map((n) => n.params?.change)).toEqual(['accepted']);
    // The order read carries the history too.
    const read = await get(t, `/api/orders/${requestId}`, client.token);
    expect(read.json().reschedules).toHaveLength(1);
    expect((await answer(sp, requestId, change.change_id, 'accept')).json().error.code).toBe(
      'reschedule.not_open',
    );
  });

  it('keeps one open proposal; the other side declines, the proposer withdraws, nothing moves', async () => {
    const requestId = await booked();
    const first = (await propose(client, requestId, TUESDAY_2PM)).json().reschedules[0];
    const second = await propose(sp, requestId, { ...TUESDAY_2PM, from: '16:00', to: '17:00' });
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'reschedule.open']);
    const own = await answer(client, requestId, first.change_id, 'accept');
    expect([own.statusCode, own.json().error.code]).toEqual([403, 'reschedule.own']);
    const notYours = await answer(sp, requestId, first.change_id, 'withdraw');
    expect([notYours.statusCode, notYours.json().error.code]).toEqual([
      403,
      'reschedule.not_yours',
    ]);
    const declined = await answer(sp, requestId, first.change_id, 'decline');
    expect(declined.json().reschedules[0]).toMatchObject({ status: 'declined' });

    const again = await propose(sp, requestId, { ...TUESDAY_2PM, from: '16:00', to: '17:00' });
    const change = again.json().reschedules[1];
    expect(change).toMatchObject({ proposed_by: 'serviceproviders', status: 'proposed' });
    const withdrawn = await answer(sp, requestId, change.change_id, 'withdraw');
    expect(withdrawn.json().reschedules.map((c: { status: string }) => c.status)).toEqual([
      'declined',
      'withdrawn',
    ]);
    expect(withdrawn.json().appointment.starts_at).toBe('2026-06-20T05:00:00.000Z');
    expect((await bellOf(client, requestId)).map((n) => n.params?.change)).toEqual([
      'declined',
      'proposed',
      'withdrawn',
    ]);
  });

  it('answers only the parties: strangers as for a missing order, admins and anonymous refused', async () => {
    const requestId = await booked();
    const change = (await propose(client, requestId, TUESDAY_2PM)).json().reschedules[0];
    const stranger = await newClient(t);
    const otherSp = await newProvider(t);
    expect((await propose(stranger, requestId, TUESDAY_2PM)).statusCode).toBe(404);
    expect((await propose(otherSp, requestId, TUESDAY_2PM)).statusCode).toBe(404);
    expect((await answer(otherSp, requestId, change.change_id, 'accept')).statusCode).toBe(404);
    expect((await cancel(stranger, requestId)).statusCode).toBe(404);
    expect((await answer(undefined, requestId, change.change_id, 'accept')).statusCode).toBe(401);
    const admin = await adminToken(t);
    const byAdmin = await send(t, 'POST', `/api/orders/${requestId}/cancel`, admin);
    expect(byAdmin.statusCode).toBe(403);
    // Another order's proposal is not this order's.
    const other = await booked();
    expect((await answer(sp, other, change.change_id, 'accept')).statusCode).toBe(404);
    expect((await appointmentRow(requestId)).starts_at.toISOString()).toBe(
      '2026-06-20T05:00:00.000Z',
    );
  });

  it('refuses bad times with 400 and stores nothing', async () => {
    const requestId = await booked();
    const cases: [object, string][] = [
      [{ date: '2026-06-14', from: '10:00', to: '11:00' }, 'request.when_past_day'],
      [{ date: '2026-06-15', from: '09:00', to: '10:00' }, 'request.when_ended'],
      [{ date: '2026-12-01', from: '10:00', to: '11:00' }, 'request.when_too_far'],
      [{ date: '2026-06-21', from: '10:00', to: '10:15' }, 'bad_request'],
      [{ date: '2026-06-31', from: '10:00', to: '11:00' }, 'bad_request'],
      [{ date: '2026-06-21', from: '11:00', to: '10:00' }, 'bad_request'],
      [{ date: '2026-06-21', from: '25:00', to: '26:00' }, 'bad_request'],
      [{ date: '2026-06-21' }, 'bad_request'],
      [{ date: '2026-06-20', from: '10:00', to: '11:00' }, 'reschedule.same_time'],
    ];
    for (const [body, code] of cases) {
      const res = await propose(client, requestId, body);
      expect([res.statusCode, res.json().error.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const read = await get(t, `/api/orders/${requestId}`, client.token);
    expect(read.json().reschedules).toEqual([]);
    expect(await bellOf(sp, requestId)).toEqual([]);
  });

  it('refuses accepting a proposed time that has already ended', async () => {
    const requestId = await booked();
    const change = (
      await propose(sp, requestId, { date: '2026-06-16', from: '10:00', to: '11:00' })
    ).json().reschedules[0];
    const before = now;
    now = new Date('2026-06-16T07:00:00Z');
    try {
      const late = await answer(client, requestId, change.change_id, 'accept');
      expect([late.statusCode, late.json().error.code]).toEqual([409, 'reschedule.ended']);
      expect((await answer(client, requestId, change.change_id, 'decline')).statusCode).toBe(200);
    } finally {
      now = before;
    }
  });
});

describe('cancelling a booked job', () => {
  const inHours = (hours: number) => {
    const start = new Date(now.getTime() + hours * HOUR);
    return { request: start, ends: new Date(start.getTime() + HOUR) };
  };
  async function bookedIn(hours: number, provider = sp) {
    const requestId = await acceptedOrder(t, client, provider);
    const { request, ends } = inHours(hours);
    await book(
      t.db,
      {
        request_id: requestId,
        sp_id: provider.id,
        client_id: client.id,
        starts_at: request,
        ends_at: ends,
        time_zone: ZONE,
      },
      now,
    );
    return requestId;
  }

  it('marks a cancellation late inside the rule’s hours, counts the provider’s on its public page, and ends the order', async () => {
    const listed = await newProvider(t);
    const early = await bookedIn(LATE_CANCEL_HOURS + 1, listed);
    const late = await bookedIn(LATE_CANCEL_HOURS - 1, listed);
    const byClient = await bookedIn(2, listed);
    const open = (await propose(client, late, TUESDAY_2PM)).json().reschedules[0];

    const e = await cancel(listed, early);
    expect(e.statusCode).toBe(200);
    expect(e.json()).toMatchObject({
      status: 'cancelled',
      appointment: { cancelled_by: 'serviceproviders', cancelled_late: false },
    });
    const l = await cancel(listed, late);
    expect(l.json()).toMatchObject({
      status: 'cancelled',
      appointment: {
        cancelled_at: now.toISOString(),
        cancelled_by: 'serviceproviders',
        cancelled_late: true,
      },
    });
    // The client's open proposal ended with the booking (declined by the one who cancelled).
    expect(l.json().reschedules).toEqual([
      { ...open, status: 'declined', decided_at: now.toISOString() },
    ]);
    const c = await cancel(client, byClient);
    expect(c.json().appointment).toMatchObject({ cancelled_by: 'clients', cancelled_late: true });

    const told = await bellOf(client, late);
    expect(told.map((n) => [n.kind, n.params?.late])).toEqual([['booking_cancelled', 1]]);
    expect(told[0]?.message).toContain(`less than ${LATE_CANCEL_HOURS} hours before`);
    expect((await bellOf(listed, byClient)).map((n) => n.kind)).toEqual(['booking_cancelled']);

    const page = await get(t, `/api/public/providers/${listed.id}`);
    expect(page.statusCode).toBe(200);
    // Only the provider's own late cancellation counts (not the client's, not the early one).
    expect(page.json().lateCancellations).toBe(1);
    // ...and only within the record's days.
    const before = now;
    now = new Date(now.getTime() + 91 * 24 * HOUR);
    try {
      expect((await get(t, `/api/public/providers/${listed.id}`)).json().lateCancellations).toBe(0);
    } finally {
      now = before;
    }
  });

  it('cannot reschedule or cancel again a cancelled booking, nor cancel an order with no booked time', async () => {
    const requestId = await bookedIn(48);
    expect((await cancel(client, requestId)).statusCode).toBe(200);
    const again = await cancel(sp, requestId);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'appointment.cancelled']);
    const moved = await propose(sp, requestId, TUESDAY_2PM);
    expect([moved.statusCode, moved.json().error.code]).toEqual([409, 'appointment.cancelled']);

    const unbooked = await acceptedOrder(t, client, sp);
    const none = await cancel(client, unbooked);
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'appointment.not_booked']);
    expect((await get(t, `/api/orders/${unbooked}`, client.token)).json().status).toBe('accepted');

    const started = await bookedIn(1);
    await t.db
      .updateTable('appointments')
      .set({ started_at: now })
      .where('request_id', '=', started)
      .execute();
    const s = await cancel(sp, started);
    expect([s.statusCode, s.json().error.code]).toEqual([409, 'appointment.already_started']);
    expect((await propose(client, started, TUESDAY_2PM)).statusCode).toBe(409);
  });
});
