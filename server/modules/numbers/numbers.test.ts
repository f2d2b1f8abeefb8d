import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf } from '#contracts/chat';
import type { NumbersAnswer } from '#contracts/numbers';
import { adminEnv, adminToken, get } from '../../test/factories';
import {
  DRAIN_CLEANING,
  KARACHI,
  LAHORE,
  LEAK_REPAIR,
  newClient,
  newProvider,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NUMBERS_JOB } from './numbers-job';

/**
 * The admin's Numbers on seeded rows (decision 0070). "Now" is 2026-11-25 09:00 UTC, 14:00 in
 * Karachi: today is 2026-11-25 there; the 30 days are 10-27..11-25, the 7 days 11-19..11-25.
 */
let now = new Date('2026-11-25T09:00:00.000Z');
const H = 3600 * 1000;
const M = 60 * 1000;
let t: TestApp;
let admin: string;
let client: User;
let sp1: User;
let sp2: User;

async function request(r: {
  at: string;
  city?: number;
  service?: number;
  offers?: { by: 'serviceproviders' | 'clients'; after: number }[];
  accepted?: { after: number; price: number };
}) {
  const requestDate = new Date(r.at);
  const { request_id } = await t.db
    .insertInto('service_requests')
    .values({
      client_id: client.id,
      service_id: r.service ?? LEAK_REPAIR,
      city_id: r.city ?? LAHORE,
      description: 'A tap drips',
      address: '5 Canal View',
      request_date: requestDate,
      ...(r.accepted
        ? {
            status: 'accepted' as const,
            sp_id: sp1.id,
            price_minor: r.accepted.price * 100,
            accepted_at: new Date(requestDate.getTime() + r.accepted.after),
          }
        : {}),
    })
    .returning('request_id')
    .executeTakeFirstOrThrow();
  for (const o of r.offers ?? []) {
    await t.db
      .insertInto('offers')
      .values({
        request_id,
        room: roomOf(client.id, sp1.id),
        made_by: o.by,
        price_minor: 100_00,
        status: 'declined',
        created_at: new Date(requestDate.getTime() + o.after),
        decided_at: new Date(requestDate.getTime() + o.after + M),
        expires_at: new Date(requestDate.getTime() + o.after + 24 * H),
      })
      .execute();
  }
  return request_id;
}

async function invoice(i: {
  sp: User;
  month: number;
  amount: number;
  created: string;
  due: string;
  paid?: string;
}) {
  await t.db
    .insertInto('invoices')
    .values({
      sp_id: i.sp.id,
      billing_year: 2026,
      billing_month: i.month,
      total_earnings_minor: i.amount * 1000,
      amount_due_minor: Math.round(i.amount * 100),
      due_date: i.due,
      created_at: new Date(i.created),
      ...(i.paid ? { status: 'Paid' as const, paid_at: new Date(i.paid) } : {}),
    })
    .execute();
}

const numbers = async (days: number | string, token = admin) =>
  get(t, `/api/admin/numbers?days=${days}`, token);
const read = async (days: number): Promise<NumbersAnswer> => {
  const res = await numbers(days);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const day = (n: NumbersAnswer, d: string) => n.daily.find((x) => x.day === d);
const rollups = async () => ({
  cells: await t.db
    .selectFrom('numbers_cells')
    .selectAll()
    .orderBy('day')
    .orderBy('city_id')
    .orderBy('service_id')
    .execute(),
  days: await t.db.selectFrom('numbers_days').selectAll().orderBy('day').execute(),
  supply: await t.db
    .selectFrom('numbers_supply')
    .selectAll()
    .orderBy('city_id')
    .orderBy('service_id')
    .execute(),
});

beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => now });
  admin = await adminToken(t);
  client = await newClient(t);
  sp1 = await newProvider(t, [LEAK_REPAIR]);
  sp2 = await newProvider(t, [LEAK_REPAIR, DRAIN_CLEANING]);
  await t.db
    .insertInto('chat_heads')
    .values({ room: roomOf(client.id, sp1.id), client_id: client.id, sp_id: sp1.id })
    .execute();
  // R1, Karachi day 11-20: a provider's offer after 12 min, accepted after 30 h (11-21): filled.
  await request({
    at: '2026-11-20T05:00:00Z',
    offers: [{ by: 'serviceproviders', after: 12 * M }],
    accepted: { after: 30 * H, price: 2000 },
  });
  // R2, 20:00 UTC is 01:00 on 11-21 in Karachi: the client's counter after 1 min does not
  // count, the provider's offer after 3 h does; accepted after 50 h (11-23): not filled.
  await request({
    at: '2026-11-20T20:00:00Z',
    offers: [
      { by: 'clients', after: 1 * M },
      { by: 'serviceproviders', after: 3 * H },
    ],
    accepted: { after: 50 * H, price: 1500.5 },
  });
  // R3, 23:59 on 11-18 in Karachi, Drain Cleaning in Karachi: no offer.
  await request({ at: '2026-11-18T18:59:00Z', city: KARACHI, service: DRAIN_CLEANING });
  // R4, 10-01 (in the 90 days only): offered after 1 min, accepted after 1 h: filled.
  await request({
    at: '2026-10-01T05:00:00Z',
    offers: [{ by: 'serviceproviders', after: 1 * M }],
    accepted: { after: 1 * H, price: 800 },
  });
  // R5, June: in no period, but in the history the first run backfills.
  await request({ at: '2026-06-01T05:00:00Z' });
  // Fees: billed on 11-01 (Karachi), one paid on 11-25 (Karachi; 11-24 in UTC).
  await invoice({
    sp: sp1,
    month: 10,
    amount: 300,
    created: '2026-11-01T00:30:00Z',
    due: '2026-11-10',
  });
  await invoice({
    sp: sp2,
    month: 10,
    amount: 150.25,
    created: '2026-11-01T01:00:00Z',
    due: '2026-11-10',
    paid: '2026-11-24T20:00:00Z',
  });
  // Unpaid but nothing due, and unpaid but not yet due: neither is overdue.
  await invoice({
    sp: sp1,
    month: 9,
    amount: 0,
    created: '2026-10-01T01:00:00Z',
    due: '2026-10-10',
  });
  await invoice({
    sp: sp2,
    month: 11,
    amount: 99,
    created: '2026-11-24T01:00:00Z',
    due: '2026-11-30',
  });
});
afterAll(() => t.close());

describe("the admin's Numbers", () => {
  it('shows nothing, and says so, before the job has run', async () => {
    const n = await read(30);
    expect(n.as_of).toBeNull();
    expect(n.totals.requests).toBe(0);
    expect(n.daily).toHaveLength(30);
    expect(n.supply).toEqual([]);
  });

  it('is kept by the job, which backfills all history on its first run', async () => {
    expect(await t.app.jobs.runDue(NUMBERS_JOB)).toBe('ok');
    const { cells } = await rollups();
    // R5 (June) is in the rollups though no period reads it.
    expect(cells.map((c) => c.day)).toContain('2026-06-01');
  });

  it('counts the last 30 days: requests, fill rate, first offers, orders, fees, overdue', async () => {
    const n = await read(30);
    expect(n.as_of).toBe(now.toISOString());
    expect([n.from, n.to]).toEqual(['2026-10-27', '2026-11-25']);
    expect(n.totals).toEqual({
      requests: 3, // R1, R2, R3
      filled_48h: 1, // R1
      fill_rate: 1 / 3,
      offered_48h: 2, // R1 (12 min), R2 (3 h)
      median_first_offer: { from_minutes: 10, to_minutes: 15 }, // the lower of 12 min and 3 h
      accepted_orders: 2, // R1 on 11-21, R2 on 11-23
      accepted_value: 3500.5,
      fees_billed: 549.25, // 300 + 150.25 on 11-01, 99 on 11-24 (the 0 was billed on 10-01)
      fees_collected: 150.25,
    });
    expect(day(n, '2026-11-24')?.fees_billed).toBe(99);
    expect(n.overdue).toEqual({ invoices: 1, amount: 300, providers: 1 });
    expect(day(n, '2026-11-18')).toMatchObject({ requests: 1, offered_48h: 0 });
    expect(day(n, '2026-11-20')).toMatchObject({ requests: 1, filled_48h: 1, offered_48h: 1 });
    expect(day(n, '2026-11-21')).toMatchObject({
      requests: 1,
      filled_48h: 0,
      accepted_orders: 1,
      accepted_value: 2000,
    });
    expect(day(n, '2026-11-23')).toMatchObject({ requests: 0, accepted_value: 1500.5 });
    expect(day(n, '2026-11-25')).toMatchObject({ fees_collected: 150.25 });
    const counted = n.first_offer.filter((b) => b.requests > 0);
    expect(counted).toEqual([
      { from_minutes: 10, to_minutes: 15, requests: 1 },
      { from_minutes: 180, to_minutes: 240, requests: 1 },
    ]);
    expect(n.supply.map((s) => [s.city_id, s.service_id, s.providers, s.requests])).toEqual([
      [LAHORE, LEAK_REPAIR, 2, 2],
      [KARACHI, DRAIN_CLEANING, 0, 1],
      [LAHORE, DRAIN_CLEANING, 1, 0],
    ]);
    expect(n.supply[0]).toMatchObject({ city: 'Lahore', service: 'Leak Repair' });
  });

  it('reads the 7 and the 90 days as their own periods', async () => {
    const week = await read(7);
    expect([week.from, week.daily.length]).toEqual(['2026-11-19', 7]);
    expect(week.totals).toMatchObject({ requests: 2, filled_48h: 1, accepted_orders: 2 });
    const quarter = await read(90);
    expect(quarter.from).toBe('2026-08-28');
    expect(quarter.totals).toMatchObject({
      requests: 4,
      filled_48h: 2,
      fill_rate: 0.5,
      offered_48h: 3,
      // 1 min, 12 min, 3 h: the median is 12 min.
      median_first_offer: { from_minutes: 10, to_minutes: 15 },
      accepted_orders: 3,
      accepted_value: 4300.5,
    });
    expect(quarter.supply.map((s) => s.requests)).toEqual([3, 1, 0]);
  });

  it('exports the same figures as CSV', async () => {
    const res = await get(t, '/api/admin/numbers.csv?days=30', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('numbers-30d.csv');
    const lines = res.body.split('\r\n');
    expect(lines).toContain('requests,3');
    expect(lines).toContain('fill_rate,0.3333');
    expect(lines).toContain('median_first_offer_from_minutes,10');
    expect(lines).toContain('accepted_value,3500.5');
    expect(lines).toContain('overdue_amount,300');
    expect(lines).toContain('2026-11-21,1,0,1,1,2000,0,0');
    expect(lines).toContain(`${LAHORE},Lahore,${LEAK_REPAIR},Leak Repair,2,2`);
  });

  it('recomputes the last 4 days on later runs, and running again changes nothing', async () => {
    const before = await rollups();
    // Rows that came late: one on 11-21 (outside the recomputed days), one on 11-22, one today.
    await request({ at: '2026-11-21T06:00:00Z' });
    await request({ at: '2026-11-22T06:00:00Z' });
    await request({ at: '2026-11-25T06:00:00Z' });
    now = new Date(now.getTime() + 15 * M);
    expect(await t.app.jobs.runDue(NUMBERS_JOB)).toBe('ok');
    const n = await read(30);
    expect(n.as_of).toBe(now.toISOString());
    expect(day(n, '2026-11-21')?.requests).toBe(1);
    expect(day(n, '2026-11-22')?.requests).toBe(1);
    expect(day(n, '2026-11-25')?.requests).toBe(1);
    const after = await rollups();
    expect(after.cells.length).toBe(before.cells.length + 2);
    // The next period's run, with nothing new: the same rows.
    now = new Date(now.getTime() + 15 * M);
    expect(await t.app.jobs.runDue(NUMBERS_JOB)).toBe('ok');
    expect(await rollups()).toEqual(after);
  });

  it('answers a client 403, and a period other than 7, 30 or 90 days 400', async () => {
    expect((await numbers(30, client.token)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/numbers.csv?days=30', client.token)).statusCode).toBe(403);
    for (const bad of [10, 'abc', -7, 30.5]) {
      const res = await numbers(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect((await get(t, '/api/admin/numbers.csv?days=365', admin)).statusCode).toBe(400);
  });
});
