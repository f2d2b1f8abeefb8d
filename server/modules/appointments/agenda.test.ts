import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/factories';
import {
  acceptedOrder,
  KARACHI,
  newClient,
  newProvider,
  setLanguage,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { book } from './appointments.repo';

const NOW = new Date('2026-11-30T05:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
});
afterAll(() => t.close());

/** An accepted order of `client` with `sp`, booked from `starts` to `ends` (UTC). */
async function booked(client: User, sp: User, starts: string, ends: string) {
  const requestId = await acceptedOrder(t, client, sp);
  await t.db.deleteFrom('appointments').where('request_id', '=', requestId).execute();
  await book(
    t.db,
    {
      request_id: requestId,
      sp_id: sp.id,
      client_id: client.id,
      starts_at: new Date(starts),
      ends_at: new Date(ends),
      time_zone: 'Asia/Karachi',
    },
    NOW,
  );
  return requestId;
}

type Item = { request_id: number; clashes: number[] };
const agendaOf = async (user: User, query: string) => {
  const res = await get(t, `/api/agenda?${query}`, user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; time_zone: string; more: boolean };
};
const idsOf = (items: Item[]) => items.map((i) => i.request_id);

describe('the agenda', () => {
  it('lists the local days asked, across midnight in the zone, with clashes flagged', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    // 23:30–00:30 from 1 to 2 December in Karachi: on the 1st.
    const lateNight = await booked(client, sp, '2026-12-01T18:30:00Z', '2026-12-01T19:30:00Z');
    // 00:15–01:00 on 2 December in Karachi, still 1 December in UTC: on the 2nd.
    const pastMidnight = await booked(client, sp, '2026-12-01T19:15:00Z', '2026-12-01T20:00:00Z');
    // 05:00 on 1 December in Karachi.
    const early = await booked(client, sp, '2026-12-01T00:00:00Z', '2026-12-01T01:00:00Z');
    // 23:59 on 30 November in Karachi: not on the 1st.
    const before = await booked(client, sp, '2026-11-30T18:59:00Z', '2026-11-30T19:00:00Z');

    const first = await agendaOf(sp, 'from=2026-12-01&days=1');
    expect(first.time_zone).toBe('Asia/Karachi');
    expect(idsOf(first.items)).toEqual([early, lateNight]);
    expect(first.items.find((i) => i.request_id === lateNight)?.clashes).toEqual([pastMidnight]);
    expect(first.items.find((i) => i.request_id === early)?.clashes).toEqual([]);

    const second = await agendaOf(sp, 'from=2026-12-02');
    expect(idsOf(second.items)).toEqual([pastMidnight]);
    expect(second.items[0]?.clashes).toEqual([lateNight]);

    const both = await agendaOf(sp, 'from=2026-11-30&days=3');
    expect(idsOf(both.items)).toEqual([before, early, lateNight, pastMidnight]);
    // The client sees the same jobs, and its own clashes.
    const clients = await agendaOf(client, 'from=2026-12-01&days=2');
    expect(idsOf(clients.items)).toEqual([early, lateNight, pastMidnight]);
    expect(clients.items[1]?.clashes).toEqual([pastMidnight]);
  });

  it('says who, what and where, in the reader’s language', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const id = await booked(client, sp, '2026-12-03T06:00:00Z', '2026-12-03T07:00:00Z');
    const spItem = (await agendaOf(sp, 'from=2026-12-03')).items[0];
    const clientName = await t.db
      .selectFrom('clients')
      .select('name')
      .where('client_id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(spItem).toMatchObject({
      request_id: id,
      service_name: 'Leak Repair',
      other_name: clientName.name,
      address: '5 Canal View',
      starts_at: '2026-12-03T06:00:00.000Z',
      ends_at: '2026-12-03T07:00:00.000Z',
      time_zone: 'Asia/Karachi',
      on_my_way_at: null,
      started_at: null,
      clashes: [],
    });
    await setLanguage(t, client, 'ur');
    const clientItem = (await agendaOf(client, 'from=2026-12-03')).items[0] as Item & {
      other_name: string;
      service_name: string;
    };
    expect(clientItem?.request_id).toBe(id);
    expect(clientItem.other_name).toMatch(/\S+ \S+/);
    expect(clientItem.service_name).not.toBe('Leak Repair');
  });

  it('leaves out cancelled appointments, and everyone else’s', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const stranger = await newProvider(t, undefined, KARACHI);
    const otherClient = await newClient(t);
    const kept = await booked(client, sp, '2026-12-04T06:00:00Z', '2026-12-04T08:00:00Z');
    const cancelled = await booked(client, sp, '2026-12-04T07:00:00Z', '2026-12-04T09:00:00Z');
    await t.db
      .updateTable('appointments')
      .set({ cancelled_at: NOW, cancelled_by: 'clients', cancelled_late: false })
      .where('request_id', '=', cancelled)
      .execute();
    const sp2 = await newProvider(t);
    const others = await booked(otherClient, sp2, '2026-12-04T06:00:00Z', '2026-12-04T08:00:00Z');

    const mine = await agendaOf(sp, 'from=2026-12-04');
    expect(idsOf(mine.items)).toEqual([kept]);
    expect(mine.items[0]?.clashes).toEqual([]);
    expect(idsOf((await agendaOf(client, 'from=2026-12-04')).items)).toEqual([kept]);
    expect(idsOf((await agendaOf(sp2, 'from=2026-12-04')).items)).toEqual([others]);
    expect((await agendaOf(stranger, 'from=2026-12-04')).items).toEqual([]);
  });

  it('refuses a bad day or length, and strangers to the roles', async () => {
    const sp = await newProvider(t);
    for (const query of ['from=2026-02-30', 'from=2026-12-01&days=8', 'days=2', 'from=x']) {
      const res = await get(t, `/api/agenda?${query}`, sp.token);
      expect([query, res.statusCode, res.json().error.code]).toEqual([query, 400, 'bad_request']);
    }
    expect((await get(t, '/api/agenda?from=2026-12-01')).statusCode).toBe(401);
  });
});
