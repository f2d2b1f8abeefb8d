import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf, zonedInstant } from '#contracts/time-zones';
import { get } from '../../test/factories';
import { acceptedOrder, newClient, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseParams, renderNotification } from '../notifications/notification-render';
import { APPOINTMENT_REMINDERS_JOB } from './appointment-reminders';
import { book } from './appointments.repo';

const ZONE = 'Asia/Karachi';
const MIN = 60_000;
let now = new Date('2026-06-10T06:00:00Z');
let t: TestApp;
let client: User;
let sp: User;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

/** An accepted order booked (at the clock's now) for `day` `time` in Karachi, one hour long. */
async function booked(day: string, time: string) {
  const requestId = await acceptedOrder(t, client, sp);
  const starts_at = zonedInstant(day, time, ZONE);
  const ends_at = new Date(starts_at.getTime() + 60 * MIN);
  await book(
    t.db,
    {
      request_id: requestId,
      sp_id: sp.id,
      client_id: client.id,
      starts_at,
      ends_at,
      time_zone: ZONE,
    },
    now,
  );
  return { requestId, starts_at };
}

/** The job, run on the clock moved to `at` (each run in a period of its own). */
async function runAt(at: Date) {
  now = at;
  expect(await t.app.jobs.runDue(APPOINTMENT_REMINDERS_JOB)).toBe('ok');
}

/** Who was told what about the order: `kind:recipient` for each bell row. */
async function told(requestId: number) {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['kind', 'recipient_id'])
    .where('target_entity', '=', 'order')
    .where('target_id', '=', requestId)
    .where('kind', 'not in', ['offer_accepted', 'order_completed'])
    .orderBy('notification_id')
    .execute();
  return rows.map((r) => `${r.kind}:${r.recipient_id === client.id ? 'client' : 'sp'}`);
}

const BOTH_EVENING = ['appointment_evening:client', 'appointment_evening:sp'];
const BOTH_HOUR = ['appointment_soon:client', 'appointment_soon:sp'];

/** 19:00 in Karachi the day before the start's local day. */
const eveningBefore = (start: Date) =>
  zonedInstant(addDays(localDayOf(start, ZONE), -1), '19:00', ZONE);

async function walk(day: string, time: string, expectedEvening: string) {
  now = new Date(zonedInstant(day, time, ZONE).getTime() - 3 * 24 * 60 * MIN);
  const { requestId, starts_at } = await booked(day, time);
  const evening = eveningBefore(starts_at);
  expect(evening.toISOString()).toBe(expectedEvening);
  await runAt(new Date(evening.getTime() - 5 * MIN));
  expect(await told(requestId)).toEqual([]);
  await runAt(evening);
  expect(await told(requestId)).toEqual(BOTH_EVENING);
  await runAt(new Date(evening.getTime() + 30 * MIN));
  expect(await told(requestId)).toEqual(BOTH_EVENING);
  await runAt(new Date(starts_at.getTime() - 65 * MIN));
  expect(await told(requestId)).toEqual(BOTH_EVENING);
  await runAt(new Date(starts_at.getTime() - 60 * MIN));
  expect(await told(requestId)).toEqual([...BOTH_EVENING, ...BOTH_HOUR]);
  await runAt(new Date(starts_at.getTime() - 30 * MIN));
  expect(await told(requestId)).toEqual([...BOTH_EVENING, ...BOTH_HOUR]);
  // The start passes with no "On my way": the client alone is prompted, once.
  await runAt(new Date(starts_at.getTime() + 5 * MIN));
  await runAt(new Date(starts_at.getTime() + 60 * MIN));
  expect(await told(requestId)).toEqual([...BOTH_EVENING, ...BOTH_HOUR, 'provider_late:client']);
  const row = await t.db
    .selectFrom('appointments')
    .select(['evening_reminded_at', 'hour_reminded_at', 'late_prompted_at'])
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  expect(row.evening_reminded_at?.toISOString()).toBe(evening.toISOString());
  expect(row.late_prompted_at?.getTime()).toBe(starts_at.getTime() + 5 * MIN);
  return requestId;
}

describe('appointment reminders on a moved clock', () => {
  it('reminds both sides the evening before at 19:00 across midnight, an hour before, each once, then prompts the client once', async () => {
    // 00:30 on 16 June: its evening is 15 June 19:00 in Karachi (14:00 UTC).
    const requestId = await walk('2026-06-16', '00:30', '2026-06-15T14:00:00.000Z');
    // Worded for the reader: the service, the time and the other party.
    const mine = (await get(t, '/api/notifications', client.token)).json();
    const evening = mine.notifications.find(
      (n: { kind: string; target: { id: number } | null }) =>
        n.kind === 'appointment_evening' && n.target?.id === requestId,
    );
    expect(evening.message).toContain('Leak Repair');
    expect(evening.message).toContain('Bilal Raza');
    expect(evening.message).toMatch(/Tue, 16 Jun, 12:30/);
    const late = mine.notifications.find(
      (n: { kind: string; target: { id: number } | null }) =>
        n.kind === 'provider_late' && n.target?.id === requestId,
    );
    expect(late.message).toMatch(/has not set off yet .*reschedule or cancel/);
    // In Urdu, from the same stored values.
    const stored = await t.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('target_id', '=', requestId)
      .where('kind', '=', 'appointment_soon')
      .where('recipient_id', '=', sp.id)
      .executeTakeFirstOrThrow();
    const urdu = renderNotification('ur', 'PKR', {
      kind: stored.kind,
      params: parseParams(stored.params),
      message: null,
    });
    expect(urdu).toContain('ایک گھنٹے میں');
    expect(urdu).not.toContain('In one hour');
    // The email channel got them too (the orders group is on by default).
    const emails = await t.db
      .selectFrom('email_outbox')
      .select('kind')
      .where('recipient_id', 'in', [client.id, sp.id])
      .where('kind', '=', 'appointment_evening')
      .execute();
    expect(emails.length).toBeGreaterThanOrEqual(2);
  });

  it('at a month end and a year end, the evening is the previous month’s and year’s last day', async () => {
    await walk('2026-12-01', '10:00', '2026-11-30T14:00:00.000Z');
    await walk('2027-01-01', '00:30', '2026-12-31T14:00:00.000Z');
  });

  it('sends no evening reminder for a time booked after its evening, but the hour’s', async () => {
    now = new Date('2026-07-01T15:00:00Z'); // 20:00 in Karachi
    const { requestId, starts_at } = await booked('2026-07-02', '09:00');
    await runAt(new Date('2026-07-01T15:10:00Z'));
    await runAt(new Date(starts_at.getTime() - 90 * MIN));
    expect(await told(requestId)).toEqual([]);
    await runAt(new Date(starts_at.getTime() - 50 * MIN));
    expect(await told(requestId)).toEqual(BOTH_HOUR);
  });

  it('tells nobody of a cancelled appointment, and no late prompt once the provider set off', async () => {
    now = new Date('2026-08-01T06:00:00Z');
    const cancelled = await booked('2026-08-03', '12:00');
    const onTheWay = await booked('2026-08-03', '12:00');
    await t.db
      .updateTable('appointments')
      .set({ cancelled_at: now, cancelled_by: 'clients', cancelled_late: false })
      .where('request_id', '=', cancelled.requestId)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${onTheWay.requestId}/on-my-way`,
      headers: { authorization: `Bearer ${sp.token}` },
    });
    expect(res.statusCode).toBe(200);
    for (const at of [
      eveningBefore(cancelled.starts_at),
      new Date(cancelled.starts_at.getTime() - 30 * MIN),
      new Date(cancelled.starts_at.getTime() + 10 * MIN),
    ])
      await runAt(at);
    expect(await told(cancelled.requestId)).toEqual([]);
    expect(await told(onTheWay.requestId)).toEqual([
      'provider_on_way:client',
      ...BOTH_EVENING,
      ...BOTH_HOUR,
    ]);
  });
});
