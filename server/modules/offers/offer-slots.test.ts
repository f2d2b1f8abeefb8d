import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/factories';
import {
  accept,
  fileRequest,
  newClient,
  newProvider,
  openChat,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

// 01:30 on 1 December in Karachi (UTC+5), still 30 November in UTC.
const NOW = new Date('2026-11-30T20:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
});
afterAll(() => t.close());

const ZONE = 'Asia/Karachi';
/** 2 December, 18:00–19:00 in Karachi. */
const DEC2_SIX = { date: '2026-12-02', from: '18:00', to: '19:00' };
const DEC2_SIX_READ = {
  starts_at: '2026-12-02T13:00:00.000Z',
  ends_at: '2026-12-02T14:00:00.000Z',
  time_zone: ZONE,
};

const act = (user: User, offerId: number, action: string, body?: Record<string, unknown>) =>
  post(t, `/api/offers/${offerId}/${action}`, body, user.token);
const offer = (client: User, room: string, requestId: number, extra = {}) =>
  post(
    t,
    '/api/saveRequestMessage',
    { room, request_id: requestId, price: 1500, ...extra },
    client.token,
  );

async function scene(sp?: User, requestOverrides: Record<string, unknown> = {}) {
  const client = await newClient(t);
  const provider = sp ?? (await newProvider(t));
  const requestId = await fileRequest(t, client, requestOverrides);
  const room = await openChat(t, provider, client, requestId);
  return { client, sp: provider, requestId, room };
}

const storedSlots = (requestId: number) =>
  t.db
    .selectFrom('offers')
    .select(['slot_start', 'slot_end'])
    .where('request_id', '=', requestId)
    .orderBy('offer_id')
    .execute();
const appointmentOf = (requestId: number) =>
  t.db
    .selectFrom('appointments')
    .select(['sp_id', 'client_id', 'starts_at', 'ends_at', 'time_zone', 'cancelled_at'])
    .where('request_id', '=', requestId)
    .executeTakeFirst();
const orderOf = async (user: User, requestId: number) =>
  (await get(t, `/api/orders/${requestId}`, user.token)).json();

describe('an offer proposes a time', () => {
  it('the client’s offer and the provider’s counter store their slots in UTC and every read carries them', async () => {
    const { client, sp, requestId, room } = await scene();
    const made = await offer(client, room, requestId, { slot: DEC2_SIX });
    expect(made.statusCode).toBe(200);
    expect(made.json().slot).toEqual(DEC2_SIX_READ);

    const later = { date: '2026-12-02', from: '19:30', to: '20:30' };
    const countered = await act(sp, made.json().offer_id, 'counter', { price: 1400, slot: later });
    expect(countered.statusCode).toBe(200);
    const laterRead = {
      starts_at: '2026-12-02T14:30:00.000Z',
      ends_at: '2026-12-02T15:30:00.000Z',
      time_zone: ZONE,
    };
    expect(countered.json().slot).toEqual(laterRead);
    // A counter without a time proposes none.
    const plain = await act(client, countered.json().offer_id, 'counter', { price: 1450 });
    expect(plain.json().slot).toBeNull();

    expect(await storedSlots(requestId)).toEqual([
      { slot_start: new Date(DEC2_SIX_READ.starts_at), slot_end: new Date(DEC2_SIX_READ.ends_at) },
      { slot_start: new Date(laterRead.starts_at), slot_end: new Date(laterRead.ends_at) },
      { slot_start: null, slot_end: null },
    ]);
    const history = (await get(t, `/api/offers?request_id=${requestId}`, sp.token)).json();
    expect(history.map((o: { slot: unknown }) => o.slot)).toEqual([DEC2_SIX_READ, laterRead, null]);
    const messages = (await get(t, `/api/getMessages?room=${room}`, client.token)).json();
    const offerSlots = messages
      .filter((m: { type: string }) => m.type === 'service_request')
      .map((m: { offer_id: number; slot: unknown }) => [m.offer_id, m.slot]);
    expect(new Map(offerSlots).get(countered.json().offer_id)).toEqual(laterRead);
  });

  it('refuses a bad slot with the request’s codes, and stores nothing', async () => {
    const { client, sp, requestId, room } = await scene();
    const refusals: [Record<string, string>, number, string][] = [
      [{ date: '2026-11-30', from: '18:00', to: '19:00' }, 400, 'request.when_past_day'],
      [{ date: '2026-12-01', from: '00:30', to: '01:00' }, 400, 'request.when_ended'],
      [{ date: '2027-03-15', from: '10:00', to: '11:00' }, 400, 'request.when_too_far'],
      [{ date: '2026-12-02', from: '18:00', to: '18:15' }, 400, 'bad_request'],
      [{ date: '2026-02-30', from: '18:00', to: '19:00' }, 400, 'bad_request'],
      [{ date: '2026-12-02', from: '18:00', to: '25:00' }, 400, 'bad_request'],
    ];
    for (const [slot, status, code] of refusals) {
      const res = await offer(client, room, requestId, { slot });
      expect([res.statusCode, res.json().error?.code], JSON.stringify(slot)).toEqual([
        status,
        code,
      ]);
    }
    expect(await storedSlots(requestId)).toEqual([]);

    const first = (await offer(client, room, requestId)).json();
    const [slot, , code] = refusals[0] ?? [];
    const res = await act(sp, first.offer_id, 'counter', { price: 1200, slot });
    expect([res.statusCode, res.json().error?.code]).toEqual([400, code]);
    expect(await storedSlots(requestId)).toEqual([{ slot_start: null, slot_end: null }]);
  });
});

describe('accepting books the order’s time', () => {
  it('the accepted offer’s slot; both sides’ orders carry it', async () => {
    const { client, sp, requestId, room } = await scene(undefined, {
      when: { kind: 'window', date: '2026-12-03', window: 'morning' },
    });
    const made = (await offer(client, room, requestId)).json();
    const countered = (
      await act(sp, made.offer_id, 'counter', { price: 1400, slot: DEC2_SIX })
    ).json();
    expect((await act(client, countered.offer_id, 'accept')).statusCode).toBe(200);

    expect(await appointmentOf(requestId)).toEqual({
      sp_id: sp.id,
      client_id: client.id,
      starts_at: new Date(DEC2_SIX_READ.starts_at),
      ends_at: new Date(DEC2_SIX_READ.ends_at),
      time_zone: ZONE,
      cancelled_at: null,
    });
    const booked = {
      ...DEC2_SIX_READ,
      on_my_way_at: null,
      started_at: null,
      cancelled_at: null,
      cancelled_by: null,
      cancelled_late: null,
    };
    expect((await orderOf(client, requestId)).appointment).toEqual(booked);
    expect((await orderOf(sp, requestId)).appointment).toEqual(booked);
    const mine = (await get(t, '/api/orders', client.token)).json().items;
    expect(
      mine.find((o: { request_id: number }) => o.request_id === requestId).appointment,
    ).toEqual(booked);
    const spec = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json();
    expect(
      spec.find((o: { request_id: number }) => o.request_id === requestId).appointment,
    ).toEqual(booked);
    const specClient = (await get(t, `/api/client/orders/${client.id}`, client.token)).json();
    expect(
      specClient.find((o: { request_id: number }) => o.request_id === requestId).appointment,
    ).toEqual(booked);
  });

  it('else the request’s own slot (the spec’s accept door, unpinned by price)', async () => {
    const { client, sp, requestId, room } = await scene(undefined, {
      when: { kind: 'window', date: '2026-12-03', window: 'morning' },
    });
    expect((await offer(client, room, requestId)).statusCode).toBe(200);
    expect((await accept(t, sp, client, requestId, { price: 1500 })).statusCode).toBe(200);
    expect(await appointmentOf(requestId)).toMatchObject({
      starts_at: new Date('2026-12-03T03:00:00Z'),
      ends_at: new Date('2026-12-03T07:00:00Z'),
      time_zone: ZONE,
    });
  });

  it('else no appointment: a request without a time, or "as soon as possible"', async () => {
    for (const overrides of [{}, { when: { kind: 'asap' } }]) {
      const { client, sp, requestId, room } = await scene(undefined, overrides);
      const made = (await offer(client, room, requestId)).json();
      expect((await act(sp, made.offer_id, 'accept')).statusCode).toBe(200);
      expect(await appointmentOf(requestId)).toBeUndefined();
      expect((await orderOf(client, requestId)).appointment).toBeNull();
    }
  });
});

/** A provider with a job booked on 2 December, 18:00–19:00. */
async function bookedJob() {
  const sp = await newProvider(t);
  const first = await scene(sp);
  const made = (await offer(first.client, first.room, first.requestId, { slot: DEC2_SIX })).json();
  expect((await act(sp, made.offer_id, 'accept')).statusCode).toBe(200);
  return { sp, first };
}

describe('booking a clash asks first', () => {
  it('a provider’s counter or accept overlapping a booked job is 409 until confirmed', async () => {
    const { sp, first } = await bookedJob();

    // Another client's request: the provider counters with 18:30–19:30, inside the booked job.
    const second = await scene(sp);
    const opening = (await offer(second.client, second.room, second.requestId)).json();
    const overlap = { date: '2026-12-02', from: '18:30', to: '19:30' };
    const refused = await act(sp, opening.offer_id, 'counter', { price: 1300, slot: overlap });
    expect([refused.statusCode, refused.json().error?.code]).toEqual([409, 'offer.slot_clash']);
    expect(refused.json().error.params).toEqual({ request_id: first.requestId });
    expect(await storedSlots(second.requestId)).toEqual([{ slot_start: null, slot_end: null }]);
    // Touching ends are no clash.
    const after = { date: '2026-12-02', from: '19:00', to: '20:00' };
    const touching = await act(sp, opening.offer_id, 'counter', { price: 1300, slot: after });
    expect(touching.statusCode).toBe(200);
    // The client answers with the overlapping time: the provider's accept asks first too.
    const back = (
      await act(second.client, touching.json().offer_id, 'counter', { price: 1350, slot: overlap })
    ).json();
    const asked = await act(sp, back.offer_id, 'accept');
    expect([asked.statusCode, asked.json().error?.code]).toEqual([409, 'offer.slot_clash']);
    expect(await appointmentOf(second.requestId)).toBeUndefined();
    const pending = await t.db
      .selectFrom('service_requests')
      .select('status')
      .where('request_id', '=', second.requestId)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');

    const confirmed = await act(sp, back.offer_id, 'accept', { confirm_clash: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await appointmentOf(second.requestId)).toMatchObject({
      starts_at: new Date('2026-12-02T13:30:00Z'),
    });
  });

  it('the spec’s accept door asks too, and a confirmed counter goes through', async () => {
    const { sp } = await bookedJob();

    const second = await scene(sp);
    const same = (
      await offer(second.client, second.room, second.requestId, { slot: DEC2_SIX })
    ).json();
    const asked = await accept(t, sp, second.client, second.requestId, { offer_id: same.offer_id });
    expect([asked.statusCode, asked.json().error?.code]).toEqual([409, 'offer.slot_clash']);
    const confirmed = await accept(t, sp, second.client, second.requestId, {
      offer_id: same.offer_id,
      confirm_clash: true,
    } as { offer_id: number });
    expect(confirmed.statusCode).toBe(200);

    const third = await scene(sp);
    const opening = (await offer(third.client, third.room, third.requestId)).json();
    const countered = await act(sp, opening.offer_id, 'counter', {
      price: 1300,
      slot: DEC2_SIX,
      confirm_clash: true,
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json().slot).toEqual(DEC2_SIX_READ);
  });

  it('a cancelled appointment is no clash', async () => {
    const { sp, first } = await bookedJob();
    await t.db
      .updateTable('appointments')
      .set({ cancelled_at: NOW, cancelled_by: 'clients', cancelled_late: false })
      .where('request_id', '=', first.requestId)
      .execute();
    const second = await scene(sp);
    const opening = (await offer(second.client, second.room, second.requestId)).json();
    const res = await act(sp, opening.offer_id, 'counter', { price: 1300, slot: DEC2_SIX });
    expect(res.statusCode).toBe(200);
  });
});
