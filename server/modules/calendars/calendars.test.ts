import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send } from '../../test/factories';
import {
  acceptedOrder,
  newClient,
  newProvider,
  setLanguage,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookAppointment as book } from '../appointments/appointment-booking';

const NOW = new Date('2026-12-30T09:00:00Z');
let t: TestApp;
let client: User;
let sp: User;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

/** An accepted order of `client` with `sp`, booked for `starts`–`ends` (UTC). */
async function bookedOrder(starts: string, ends: string, who = { client, sp }): Promise<number> {
  const requestId = await acceptedOrder(t, who.client, who.sp);
  const appointment = {
    request_id: requestId,
    sp_id: who.sp.id,
    client_id: who.client.id,
    starts_at: new Date(starts),
    ends_at: new Date(ends),
    time_zone: 'Asia/Karachi',
  };
  await book(t.db, appointment, NOW);
  return requestId;
}

/** The events of an iCalendar text, read back by another library than the one that wrote it. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((c) => {
    const event = new ICAL.Event(c);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: c.getFirstPropertyValue('status'),
    };
  });
}

const icsOf = (requestId: number, token?: string) =>
  get(t, `/api/orders/${requestId}/appointment.ics`, token);
const feedPath = (url: string) => new URL(url).pathname;

describe('GET /api/orders/{requestId}/appointment.ics', () => {
  it('gives each party the appointment as an event at its instants, naming the service and the other party', async () => {
    // 18:00–19:00 in Karachi on the last day of the year.
    const requestId = await bookedOrder('2026-12-31T13:00:00Z', '2026-12-31T14:00:00Z');
    const forClient = await icsOf(requestId, client.token);
    expect(forClient.statusCode).toBe(200);
    expect(forClient.headers['content-type']).toContain('text/calendar');
    const [event] = eventsOf(forClient.body);
    expect(event).toMatchObject({
      start: '2026-12-31T13:00:00.000Z',
      end: '2026-12-31T14:00:00.000Z',
      summary: 'Leak Repair: Bilal Raza',
      location: '5 Canal View, Lahore',
      status: 'CONFIRMED',
    });
    expect(event?.description).toContain(`/ClientDashBoard?order=${requestId}`);

    const [forProvider] = eventsOf((await icsOf(requestId, sp.token)).body);
    expect(forProvider?.summary).toMatch(/^Leak Repair: /);
    expect(forProvider?.summary).not.toContain('Bilal Raza');
    expect(forProvider?.description).toContain(`/SpHistory?order=${requestId}`);
    // One UID per order: a calendar that has both the file and the feed keeps one event.
    expect(forProvider?.uid).toBe(event?.uid);
  });

  it('words the event in an Urdu reader’s language', async () => {
    const urdu = await newClient(t);
    await setLanguage(t, urdu, 'ur');
    const requestId = await bookedOrder('2027-01-02T05:00:00Z', '2027-01-02T06:00:00Z', {
      client: urdu,
      sp,
    });
    const [event] = eventsOf((await icsOf(requestId, urdu.token)).body);
    expect(event?.summary).toMatch(/[\u0600-\u06FF]/);
    expect(event?.summary).toContain('Bilal Raza');
    expect(event?.description).toContain('آرڈر');
  });

  it('answers 404 to a stranger and for an order with no booked time; 401 anonymously', async () => {
    const requestId = await bookedOrder('2027-01-03T05:00:00Z', '2027-01-03T06:00:00Z');
    expect((await icsOf(requestId)).statusCode).toBe(401);
    expect((await icsOf(requestId, (await newClient(t)).token)).statusCode).toBe(404);
    expect((await icsOf(requestId, (await newProvider(t)).token)).statusCode).toBe(404);
    const unbooked = await acceptedOrder(t, client, sp);
    const res = await icsOf(unbooked, client.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.key).toBe('orders.calendar.noAppointment');
  });
});

describe('the private calendar feed', () => {
  it("answers its owner's appointments, cancelled ones marked, and nobody else's", async () => {
    const owner = await newClient(t);
    const mine = await bookedOrder('2027-01-05T12:00:00Z', '2027-01-05T13:00:00Z', {
      client: owner,
      sp,
    });
    const cancelled = await bookedOrder('2027-01-06T12:00:00Z', '2027-01-06T13:00:00Z', {
      client: owner,
      sp,
    });
    await t.db
      .updateTable('appointments')
      .set({ cancelled_at: NOW, cancelled_by: 'clients', cancelled_late: false })
      .where('request_id', '=', cancelled)
      .execute();
    const someoneElses = await bookedOrder('2027-01-05T12:00:00Z', '2027-01-05T13:00:00Z');

    expect((await get(t, '/api/account/calendar-feed', owner.token)).json()).toEqual({
      created_at: null,
    });
    const made = await send(t, 'POST', '/api/account/calendar-feed', owner.token);
    expect(made.statusCode).toBe(201);
    const { url } = made.json();
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get(t, '/api/account/calendar-feed', owner.token)).json()).toEqual({
      created_at: NOW.toISOString(),
    });

    // No session: the token is the credential.
    const feed = await get(t, feedPath(url));
    expect(feed.statusCode).toBe(200);
    const events = eventsOf(feed.body);
    const uid = (id: number) => expect.stringContaining(`appointment-${id}@`);
    expect(events).toEqual([
      expect.objectContaining({ uid: uid(mine), status: 'CONFIRMED' }),
      expect.objectContaining({ uid: uid(cancelled), status: 'CANCELLED' }),
    ]);
    expect(JSON.stringify(events)).not.toContain(`appointment-${someoneElses}@`);
  });

  it('stops answering an old link once a new one is made, and any link once stopped', async () => {
    const owner = await newClient(t);
    const first = (await send(t, 'POST', '/api/account/calendar-feed', owner.token)).json().url;
    const second = (await send(t, 'POST', '/api/account/calendar-feed', owner.token)).json().url;
    expect(second).not.toBe(first);
    expect((await get(t, feedPath(first))).statusCode).toBe(404);
    expect((await get(t, feedPath(second))).statusCode).toBe(200);

    const stopped = await send(t, 'DELETE', '/api/account/calendar-feed', owner.token);
    expect(stopped.json()).toEqual({ revoked: true });
    expect((await get(t, feedPath(second))).statusCode).toBe(404);
    expect((await send(t, 'DELETE', '/api/account/calendar-feed', owner.token)).statusCode).toBe(
      404,
    );
    expect((await get(t, '/api/account/calendar-feed', owner.token)).json()).toEqual({
      created_at: null,
    });
  });

  it('stops answering while the account is suspended, as its sessions do', async () => {
    const owner = await newClient(t);
    const url = (await send(t, 'POST', '/api/account/calendar-feed', owner.token)).json().url;
    // What the users desk's suspension writes (decision 0068); reinstating deletes the row.
    await t.db
      .insertInto('account_suspensions')
      .values({
        account_id: owner.id,
        reason: 'fraud',
        note: 'test',
        suspended_by: 1,
        suspended_at: NOW,
      })
      .execute();
    expect((await get(t, feedPath(url))).statusCode).toBe(404);
    await t.db.deleteFrom('account_suspensions').where('account_id', '=', owner.id).execute();
    expect((await get(t, feedPath(url))).statusCode).toBe(200);
  });

  it('refuses a malformed or unknown feed name with 4xx and keeps links to their owners', async () => {
    expect((await get(t, '/api/calendar-feed/not-a-token.ics')).statusCode).toBe(400);
    expect((await get(t, `/api/calendar-feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await send(t, 'POST', '/api/account/calendar-feed', undefined)).statusCode).toBe(401);
    const admin = await send(t, 'GET', '/api/account/calendar-feed', 'not a token');
    expect(admin.statusCode).toBe(401);
    const rows = await t.db.selectFrom('calendar_feeds').select('token_hash').execute();
    // Only hashes are kept: no stored value is a token a URL carries.
    for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
