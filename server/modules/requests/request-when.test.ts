import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../../lib/i18n';
import { inCityZone } from '../../test/city-zone';
import { post } from '../../test/factories';
import { KARACHI, newClient, requestForm, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Moved by each test: 23:59 on 31 December in Karachi (UTC+5) to begin with. */
let now = new Date('2026-12-31T18:59:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
});
afterAll(() => t.close());

const file = (client: User, when: unknown, overrides: Record<string, unknown> = {}) =>
  post(t, '/api/servicerequestform', requestForm({ when, ...overrides }), client.token);

const stored = (requestId: number) =>
  t.db
    .selectFrom('service_requests')
    .select(['when_kind', 'slot_window', 'slot_start', 'slot_end'])
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();

const requestsOf = async (client: User) =>
  (
    await t.db
      .selectFrom('service_requests')
      .select('request_id')
      .where('client_id', '=', client.id)
      .execute()
  ).length;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

describe('POST /servicerequestform: the when, as UTC instants', () => {
  it('stores tomorrow morning filed at 23:59 on 31 December in Karachi as next year’s instants', async () => {
    now = new Date('2026-12-31T18:59:00Z');
    const client = await newClient(t);
    const res = await file(client, { kind: 'window', date: '2027-01-01', window: 'morning' });
    expect(res.statusCode).toBe(200);
    const row = await stored(res.json().result);
    expect({ ...row, slot_start: iso(row.slot_start), slot_end: iso(row.slot_end) }).toEqual({
      when_kind: 'window',
      slot_window: 'morning',
      slot_start: '2027-01-01T03:00:00.000Z',
      slot_end: '2027-01-01T07:00:00.000Z',
    });
  });

  it('takes a day that is today in Karachi but still yesterday in UTC, and refuses the UTC day', async () => {
    // 01:30 on 1 December in Karachi; 20:30 on 30 November in UTC (a month's end).
    now = new Date('2026-11-30T20:30:00Z');
    const client = await newClient(t);
    const today = await file(client, { kind: 'window', date: '2026-12-01', window: 'evening' });
    expect(today.statusCode).toBe(200);
    const row = await stored(today.json().result);
    expect([iso(row.slot_start), iso(row.slot_end)]).toEqual([
      '2026-12-01T12:00:00.000Z',
      '2026-12-01T16:00:00.000Z',
    ]);
    const utcDay = await file(client, { kind: 'window', date: '2026-11-30', window: 'evening' });
    expect(utcDay.statusCode).toBe(400);
    expect(utcDay.json().error.code).toBe('request.when_past_day');
    expect(await requestsOf(client)).toBe(1);
  });

  it('stores a from–to time, as soon as possible and flexible; without a when, nothing', async () => {
    now = new Date('2026-11-30T20:30:00Z');
    const client = await newClient(t);
    const range = await file(client, {
      kind: 'range',
      date: '2026-12-02',
      from: '00:00',
      to: '00:30',
    });
    const rangeRow = await stored(range.json().result);
    // Midnight of 2 December in Karachi is still 1 December in UTC.
    expect([rangeRow.when_kind, rangeRow.slot_window, iso(rangeRow.slot_start)]).toEqual([
      'range',
      null,
      '2026-12-01T19:00:00.000Z',
    ]);
    expect(iso(rangeRow.slot_end)).toBe('2026-12-01T19:30:00.000Z');
    for (const kind of ['asap', 'flexible'] as const) {
      const res = await file(client, { kind });
      expect(await stored(res.json().result)).toEqual({
        when_kind: kind,
        slot_window: null,
        slot_start: null,
        slot_end: null,
      });
    }
    const said = await post(t, '/api/servicerequestform', requestForm(), client.token);
    expect(said.statusCode).toBe(200);
    expect(await stored(said.json().result)).toEqual({
      when_kind: null,
      slot_window: null,
      slot_start: null,
      slot_end: null,
    });
  });

  it('refuses each bad when with a 4xx and its code, and stores nothing', async () => {
    // 21:30 on 1 December in Karachi: the evening window (until 21:00) has ended.
    now = new Date('2026-12-01T16:30:00Z');
    const client = await newClient(t);
    const cases: [when: unknown, code: string][] = [
      [{ kind: 'window', date: '2026-12-01', window: 'evening' }, 'request.when_ended'],
      [{ kind: 'range', date: '2026-12-01', from: '20:00', to: '21:30' }, 'request.when_ended'],
      [{ kind: 'window', date: '2026-11-30', window: 'morning' }, 'request.when_past_day'],
      [{ kind: 'window', date: '2027-03-02', window: 'morning' }, 'request.when_too_far'],
      [{ kind: 'range', date: '2026-12-02', from: '10:00', to: '10:20' }, 'bad_request'],
      [{ kind: 'range', date: '2026-12-02', from: '11:00', to: '10:00' }, 'bad_request'],
      [{ kind: 'range', date: '2026-12-02', from: '10:00', to: '24:00' }, 'bad_request'],
      [{ kind: 'range', date: '2026-12-02', from: '9:00', to: '10:00' }, 'bad_request'],
      [{ kind: 'window', date: '2027-02-30', window: 'morning' }, 'bad_request'],
      [{ kind: 'window', date: '02/12/2026', window: 'morning' }, 'bad_request'],
      [{ kind: 'window', date: '2026-12-02', window: 'night' }, 'bad_request'],
      [{ kind: 'window', window: 'morning' }, 'bad_request'],
      [{ kind: 'soon' }, 'bad_request'],
      ['tomorrow', 'bad_request'],
    ];
    for (const [when, code] of cases) {
      const res = await file(client, when);
      expect({ when, status: res.statusCode, code: res.json().error?.code }).toEqual({
        when,
        status: 400,
        code,
      });
      expect(res.json().error.message).not.toBe('');
    }
    expect(await requestsOf(client)).toBe(0);
  });

  it('names the words of its code for the app, in both languages', async () => {
    now = new Date('2026-12-01T16:30:00Z');
    const client = await newClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/servicerequestform',
      headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'ur' },
      payload: requestForm({ when: { kind: 'window', date: '2026-11-30', window: 'morning' } }),
    });
    expect(res.json().error).toMatchObject({
      code: 'request.when_past_day',
      key: 'errors.codes.request.when_past_day',
      message: 'That day has already passed. Choose today or a later day.',
    });
    expect(textOf('ur', 'errors.codes.request.when_past_day')).toBe(
      'یہ دن گزر چکا ہے۔ آج یا بعد کا کوئی دن منتخب کریں۔',
    );
  });

  it('counts the 90 days from the city’s today, across a month’s end', async () => {
    // Karachi's today is 1 December: 90 days on is 1 March 2027.
    now = new Date('2026-11-30T20:30:00Z');
    const client = await newClient(t);
    const last = await file(client, { kind: 'window', date: '2027-03-01', window: 'evening' });
    expect(last.statusCode).toBe(200);
    const after = await file(client, { kind: 'window', date: '2027-03-02', window: 'morning' });
    expect(after.json().error.code).toBe('request.when_too_far');
    expect(after.json().error.message).toBe('Choose a day within the next 90 days.');
  });

  it('computes the slot in the request city’s own zone, its daylight saving included', async () => {
    now = new Date('2026-12-31T18:59:00Z');
    await inCityZone(t, KARACHI, 'America/New_York', async () => {
      const client = await newClient(t);
      const onDay = async (date: string, window = 'morning') =>
        stored(
          (await file(client, { kind: 'window', date, window }, { city_id: KARACHI })).json()
            .result,
        );
      // 8:00 is 13:00 UTC in winter (UTC-5), 12:00 UTC once the clocks went forward (UTC-4).
      expect(iso((await onDay('2027-03-13')).slot_start)).toBe('2027-03-13T13:00:00.000Z');
      expect(iso((await onDay('2027-03-14')).slot_start)).toBe('2027-03-14T12:00:00.000Z');
      // 23:59 on 31 December in Karachi is 13:59 in New York: its evening is still to come.
      const evening = await onDay('2026-12-31', 'evening');
      expect([iso(evening.slot_start), iso(evening.slot_end)]).toEqual([
        '2026-12-31T22:00:00.000Z',
        '2027-01-01T02:00:00.000Z',
      ]);
    });
  });

  it('refuses a second send of the same key that asks for another time', async () => {
    now = new Date('2026-11-30T20:30:00Z');
    const client = await newClient(t);
    const key = randomUUID();
    const send = (window: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/servicerequestform',
        headers: { authorization: `Bearer ${client.token}`, 'idempotency-key': key },
        payload: requestForm({ when: { kind: 'window', date: '2026-12-03', window } }),
      });
    const first = await send('morning');
    const again = await send('morning');
    expect(again.json().result).toBe(first.json().result);
    const other = await send('evening');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('request.key_reused');
    expect(await requestsOf(client)).toBe(1);
  });
});
