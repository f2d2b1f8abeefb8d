import { afterAll, beforeAll, expect, it } from 'vitest';
import { post } from '../../test/factories';
import { acceptedOrder, newClient, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { book } from './appointments.repo';

// 17:00 in Karachi; the jobs are on 20 June, Karachi time (UTC+5).
const NOW = new Date('2026-06-15T12:00:00Z');
let t: TestApp;
let client: User;
let sp: User;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

/** An accepted order of `client` with `sp`, booked on 20 June `from`–`to` Karachi time. */
async function booked(from: string, to: string) {
  const requestId = await acceptedOrder(t, client, sp);
  await t.db.deleteFrom('appointments').where('request_id', '=', requestId).execute();
  const at = (time: string) => new Date(`2026-06-20T${time}:00+05:00`);
  await book(
    t.db,
    {
      request_id: requestId,
      sp_id: sp.id,
      client_id: client.id,
      starts_at: at(from),
      ends_at: at(to),
      time_zone: 'Asia/Karachi',
    },
    NOW,
  );
  return requestId;
}

const startsAt = async (requestId: number) =>
  (
    await t.db
      .selectFrom('appointments')
      .select('starts_at')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow()
  ).starts_at.toISOString();

const propose = (user: User, requestId: number, body: object) =>
  post(t, `/api/orders/${requestId}/reschedule`, body, user.token);
const accept = (user: User, requestId: number, changeId: number, body?: object) =>
  post(t, `/api/orders/${requestId}/reschedule/${changeId}/accept`, body, user.token);

it("asks the provider before it moves a job onto another of its booked jobs' time", async () => {
  const other = await booked('14:00', '16:00');
  const moved = await booked('10:00', '11:00');
  const onto = { date: '2026-06-20', from: '15:00', to: '16:00' };

  const asked = await propose(sp, moved, onto);
  expect(asked.statusCode, asked.body).toBe(409);
  expect(asked.json().error.code).toBe('reschedule.clash');
  expect(asked.json().error.params).toEqual({ request_id: other });
  const none = await t.db
    .selectFrom('appointment_changes')
    .select('change_id')
    .where('request_id', '=', moved)
    .execute();
  expect(none).toEqual([]);

  const confirmed = await propose(sp, moved, { ...onto, confirm_clash: true });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});

it('asks the provider before it accepts a client’s time that clashes, and moves the job once it confirms', async () => {
  const other = await booked('20:00', '21:00');
  const moved = await booked('10:00', '11:00');
  const before = await startsAt(moved);
  const proposed = await propose(client, moved, { date: '2026-06-20', from: '19:30', to: '20:30' });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const changeId: number = proposed.json().reschedules[0].change_id;

  const asked = await accept(sp, moved, changeId);
  expect([asked.statusCode, asked.json().error.code]).toEqual([409, 'reschedule.clash']);
  expect(asked.json().error.params).toEqual({ request_id: other });
  expect(await startsAt(moved)).toBe(before);

  const confirmed = await accept(sp, moved, changeId, { confirm_clash: true });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(await startsAt(moved)).toBe(new Date('2026-06-20T19:30:00+05:00').toISOString());
});

it('lets the provider move a job within its own time, and a client propose any time', async () => {
  const moved = await booked('10:00', '12:00');
  await booked('18:00', '19:00');
  const shifted = await propose(sp, moved, { date: '2026-06-20', from: '11:00', to: '13:00' });
  expect(shifted.statusCode, shifted.body).toBe(200);

  const another = await booked('08:00', '09:00');
  const byClient = await propose(client, another, {
    date: '2026-06-20',
    from: '18:00',
    to: '19:00',
  });
  expect(byClient.statusCode, byClient.body).toBe(200);
});

it('refuses a confirmation that is not a boolean, changing nothing', async () => {
  const moved = await booked('06:00', '07:00');
  const bad = await propose(sp, moved, {
    date: '2026-06-20',
    from: '09:00',
    to: '10:00',
    confirm_clash: 'yes',
  });
  expect(bad.statusCode).toBe(400);
  const none = await t.db
    .selectFrom('appointment_changes')
    .select('change_id')
    .where('request_id', '=', moved)
    .execute();
  expect(none).toEqual([]);
});
