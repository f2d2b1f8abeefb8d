import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send } from '../../test/factories';
import {
  DRAIN_CLEANING,
  fileRequest,
  newClient,
  newProvider,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

// Monday 30 November 2026, 10:00 in Karachi.
const NOW = new Date('2026-11-30T05:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
});
afterAll(() => t.close());

/** Every weekday open from `opens` to `closes` (minutes), but the closed ones. */
const week = (opens: number, closes: number, closed: number[] = []) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    closed.includes(weekday)
      ? { weekday, opens_minute: null, closes_minute: null }
      : { weekday, opens_minute: opens, closes_minute: closes },
  );
const putHours = (sp: User, hours: unknown) =>
  send(t, 'PUT', '/api/service-provider/hours', sp.token, { hours });
const putDaysOff = (sp: User, days: unknown) =>
  send(t, 'PUT', '/api/service-provider/days-off', sp.token, { days });
const codeOf = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;

describe('working hours', () => {
  it('are none until set, then the whole week, replaced as a whole, and cleared', async () => {
    const sp = await newProvider(t);
    const first = await get(t, '/api/service-provider/hours', sp.token);
    expect(first.json()).toEqual({ hours: [], time_zone: 'Asia/Karachi' });

    const set = await putHours(sp, week(9 * 60, 17 * 60, [0]).reverse());
    expect(set.statusCode).toBe(200);
    expect(set.json().hours).toEqual(week(9 * 60, 17 * 60, [0]));
    expect((await putHours(sp, week(8 * 60, 24 * 60))).statusCode).toBe(200);
    const read = await get(t, '/api/service-provider/hours', sp.token);
    expect(read.json().hours).toEqual(week(8 * 60, 24 * 60));

    expect((await putHours(sp, [])).json().hours).toEqual([]);
  });

  it('refuse a day that opens after it closes, half hours, a weekday twice, a part week, bad minutes', async () => {
    const sp = await newProvider(t);
    await putHours(sp, week(9 * 60, 17 * 60));
    const cases: [unknown, number, string][] = [
      [week(17 * 60, 9 * 60), 400, 'week.hours_order'],
      [week(9 * 60, 9 * 60), 400, 'week.hours_order'],
      [
        [...week(9 * 60, 17 * 60).slice(1), { weekday: 0, opens_minute: 540, closes_minute: null }],
        400,
        'week.hours_half',
      ],
      [[...week(9 * 60, 17 * 60).slice(1), week(9, 10)[1]], 400, 'week.weekday_twice'],
      [week(9 * 60, 17 * 60).slice(0, 5), 400, 'week.incomplete'],
      [week(9 * 60, 1441), 400, 'bad_request'],
      [week(-1, 600), 400, 'bad_request'],
      [[{ weekday: 7, opens_minute: 1, closes_minute: 2 }], 400, 'bad_request'],
    ];
    for (const [hours, status, code] of cases) {
      const res = await putHours(sp, hours);
      expect([res.statusCode, codeOf(res)]).toEqual([status, code]);
    }
    // Nothing changed.
    const read = await get(t, '/api/service-provider/hours', sp.token);
    expect(read.json().hours).toEqual(week(9 * 60, 17 * 60));
  });
});

describe('days off', () => {
  it('are replaced from today on, in order, without repeats', async () => {
    const sp = await newProvider(t);
    const set = await putDaysOff(sp, ['2026-12-25', '2026-11-30', '2026-12-25']);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      days: ['2026-11-30', '2026-12-25'],
      today: '2026-11-30',
      time_zone: 'Asia/Karachi',
    });
    await putDaysOff(sp, ['2027-01-29']);
    const read = await get(t, '/api/service-provider/days-off', sp.token);
    expect(read.json().days).toEqual(['2027-01-29']);
  });

  it('refuse a past day, one more than 60 days ahead, and a day that is not one', async () => {
    const sp = await newProvider(t);
    await putDaysOff(sp, ['2026-12-01']);
    const cases: [unknown, string][] = [
      [['2026-11-29'], 'week.day_off_past'],
      [['2027-01-30'], 'week.day_off_too_far'],
      [['2026-02-30'], 'bad_request'],
      ['2026-12-02', 'bad_request'],
    ];
    for (const [days, code] of cases) {
      const res = await putDaysOff(sp, days);
      expect([res.statusCode, codeOf(res)]).toEqual([400, code]);
    }
    const read = await get(t, '/api/service-provider/days-off', sp.token);
    expect(read.json().days).toEqual(['2026-12-01']);
  });
});

describe('the feed marks requests outside the provider’s week', () => {
  type Card = { request_id: number; outside_hours: boolean };
  const marks = async (sp: User, ids: Record<string, number>) => {
    const res = await get(t, `/api/getRequests/${sp.id}?pageSize=50`, sp.token);
    const cards = res.json().requests as Card[];
    return Object.fromEntries(
      Object.entries(ids).map(([name, id]) => [
        name,
        cards.find((c) => c.request_id === id)?.outside_hours,
      ]),
    );
  };

  it('inside, after hours, on a day off, on a closed weekday; never without a slot or hours', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t, [DRAIN_CLEANING]);
    const unset = await newProvider(t, [DRAIN_CLEANING]);
    const file = (when: unknown) => fileRequest(t, client, { service_id: DRAIN_CLEANING, when });
    const range = (date: string, from: string, to: string) => ({ kind: 'range', date, from, to });
    const ids = {
      // Tuesday 1 December, 10–11: within 09–17.
      inside: await file(range('2026-12-01', '10:00', '11:00')),
      // Tuesday's evening (17–21) begins as the hours end.
      after: await file({ kind: 'window', date: '2026-12-01', window: 'evening' }),
      // Begins before the hours and runs into them: the provider can come.
      overlapping: await file(range('2026-12-01', '08:00', '09:30')),
      // Wednesday 2 December is a day off.
      dayOff: await file(range('2026-12-02', '10:00', '11:00')),
      // Saturday 5 December: closed.
      closed: await file({ kind: 'window', date: '2026-12-05', window: 'morning' }),
      asap: await file({ kind: 'asap' }),
    };
    expect((await putHours(sp, week(9 * 60, 17 * 60, [0, 6]))).statusCode).toBe(200);
    expect((await putDaysOff(sp, ['2026-12-02'])).statusCode).toBe(200);

    expect(await marks(sp, ids)).toEqual({
      inside: false,
      after: true,
      overlapping: false,
      dayOff: true,
      closed: true,
      asap: false,
    });
    expect(Object.values(await marks(unset, ids))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    // Days off alone mark their days.
    await putDaysOff(unset, ['2026-12-02']);
    expect((await marks(unset, ids)).dayOff).toBe(true);
    expect((await marks(unset, ids)).closed).toBe(false);
  });
});
