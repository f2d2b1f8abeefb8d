import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { inCityZone } from '../../test/city-zone';
import { get, post } from '../../test/factories';
import {
  accept,
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  LEAK_REPAIR,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  setLanguage,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

// 01:30 on 1 December in Karachi, still 30 November in UTC.
const NOW = new Date('2026-11-30T20:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
});
afterAll(() => t.close());

const EVENING_1_DEC = { kind: 'window', date: '2026-12-01', window: 'evening' };
const EVENING_1_DEC_READ = {
  kind: 'window',
  window: 'evening',
  starts_at: '2026-12-01T12:00:00.000Z',
  ends_at: '2026-12-01T16:00:00.000Z',
  time_zone: 'Asia/Karachi',
};

type Card = { request_id: number; when: unknown };
const cardOf = (cards: Card[], id: number) => cards.find((c) => c.request_id === id);

describe('the reads that show a request carry its when', () => {
  it('the feed, the pending requests and both sides’ orders; null where none was said', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t, [LEAK_REPAIR]);
    const slotted = await fileRequest(t, client, { when: EVENING_1_DEC });
    const asap = await fileRequest(t, client, { when: { kind: 'asap' } });
    const unsaid = await fileRequest(t, client);

    const feed = (await get(t, `/api/getRequests/${sp.id}`, sp.token)).json().requests as Card[];
    expect(cardOf(feed, slotted)?.when).toEqual(EVENING_1_DEC_READ);
    expect(cardOf(feed, asap)?.when).toEqual({ kind: 'asap', time_zone: 'Asia/Karachi' });
    expect(cardOf(feed, unsaid)?.when).toBeNull();

    const pending = (await get(t, '/api/requests/pending', client.token)).json().items as Card[];
    expect(cardOf(pending, slotted)?.when).toEqual(EVENING_1_DEC_READ);
    expect(cardOf(pending, unsaid)?.when).toBeNull();
    const spec = (await post(t, '/api/getPendingRequestofClient', undefined, client.token)).json();
    expect(cardOf(spec as Card[], slotted)?.when).toEqual(EVENING_1_DEC_READ);

    const room = await openChat(t, sp, client, slotted);
    expect((await sendOffer(t, client, room, slotted, 1500)).statusCode).toBe(200);
    expect((await accept(t, sp, client, slotted, { price: 1500 })).statusCode).toBe(200);
    const clientOrders = (await get(t, `/api/client/orders/${client.id}`, client.token)).json();
    expect(cardOf(clientOrders, slotted)?.when).toEqual(EVENING_1_DEC_READ);
    expect(cardOf(clientOrders, unsaid)?.when).toBeNull();
    const spOrders = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json();
    expect(cardOf(spOrders, slotted)?.when).toEqual(EVENING_1_DEC_READ);
    const one = (await get(t, `/api/orders/${slotted}`, client.token)).json();
    expect(one.when).toEqual(EVENING_1_DEC_READ);
  });
});

describe('the feed by day', () => {
  it('lists only the requests whose slot starts on that day of the provider’s city', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t, [DRAIN_CLEANING]);
    const drain = { service_id: DRAIN_CLEANING };
    const evening = await fileRequest(t, client, { ...drain, when: EVENING_1_DEC });
    // Just after midnight of 2 December in Karachi: 1 December in UTC, yet on the 2nd.
    const midnight = await fileRequest(t, client, {
      ...drain,
      when: { kind: 'range', date: '2026-12-02', from: '00:00', to: '00:30' },
    });
    await fileRequest(t, client, { ...drain, when: { kind: 'asap' } });
    await fileRequest(t, client, { ...drain, when: { kind: 'flexible' } });
    await fileRequest(t, client, drain);
    const onDay = async (day: string) => {
      const res = await get(t, `/api/getRequests/${sp.id}?day=${day}`, sp.token);
      const body = res.json();
      return { ids: (body.requests as Card[]).map((c) => c.request_id), total: body.total };
    };
    expect(await onDay('2026-12-01')).toEqual({ ids: [evening], total: 1 });
    expect(await onDay('2026-12-02')).toEqual({ ids: [midnight], total: 1 });
    expect(await onDay('2026-12-03')).toEqual({ ids: [], total: 0 });
    expect((await get(t, `/api/getRequests/${sp.id}`, sp.token)).json().total).toBe(5);
    for (const bad of ['2026-13-01', 'tomorrow', '2026-12-1']) {
      const res = await get(t, `/api/getRequests/${sp.id}?day=${bad}`, sp.token);
      expect([bad, res.statusCode, res.json().error.code]).toEqual([bad, 400, 'bad_request']);
    }
  });

  it('reads the day in the provider’s city’s zone', async () => {
    await inCityZone(t, KARACHI, 'America/New_York', async () => {
      const client = await newClient(t);
      const sp = await newProvider(t, [DRAIN_CLEANING], KARACHI);
      // 20:00–21:00 on 30 November in New York is 1 December in UTC and in Karachi.
      const late = await fileRequest(t, client, {
        service_id: DRAIN_CLEANING,
        city_id: KARACHI,
        when: { kind: 'range', date: '2026-11-30', from: '20:00', to: '21:00' },
      });
      const ids = async (day: string) =>
        (
          (await get(t, `/api/getRequests/${sp.id}?day=${day}`, sp.token)).json().requests as Card[]
        ).map((c) => c.request_id);
      expect(await ids('2026-11-30')).toEqual([late]);
      expect(await ids('2026-12-01')).toEqual([]);
    });
  });
});

describe('the new-request notice', () => {
  const noticesOf = async (sp: User) =>
    ((await get(t, '/api/notifications', sp.token)).json().notifications as Notification[]).filter(
      (n) => n.kind === 'new_request',
    );

  it('names the time asked for in each provider’s language', async () => {
    const english = await newProvider(t, [LEAK_REPAIR], KARACHI);
    const urdu = await newProvider(t, [LEAK_REPAIR], KARACHI);
    await setLanguage(t, urdu, 'ur');
    const id = await fileRequest(t, await newClient(t), {
      city_id: KARACHI,
      when: EVENING_1_DEC,
    });
    await expect.poll(async () => (await noticesOf(english)).length).toBe(1);
    const [en] = await noticesOf(english);
    expect(en?.message).toBe(
      `New request for \u2068Leak Repair\u2069 in \u2068Karachi\u2069 (#${id}). When: Tue, 1 Dec, evening (5–9\u202fpm).`,
    );
    await expect.poll(async () => (await noticesOf(urdu)).length).toBe(1);
    const [ur] = await noticesOf(urdu);
    expect(ur?.message).toContain('وقت: ');
    expect(ur?.message).toContain('شام (5 سے 9 بجے تک)');
    expect(ur?.params).toMatchObject({ when_kind: 'window', when_window: 'evening' });
  });

  it('says no time for a request that names none', async () => {
    const sp = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const id = await fileRequest(t, await newClient(t), {
      city_id: KARACHI,
      service_id: DRAIN_CLEANING,
    });
    await expect.poll(async () => (await noticesOf(sp)).length).toBe(1);
    expect((await noticesOf(sp))[0]?.message).toBe(
      `New request for \u2068Drain Cleaning\u2069 in \u2068Karachi\u2069 (#${id}).`,
    );
  });
});
