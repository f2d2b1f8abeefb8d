import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomOf } from '#contracts/chat';
import { post, send } from '../../test/factories';
import { LAHORE, LEAK_REPAIR, newClient, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * 300 on PostgreSQL, where the accepts truly race. PGlite runs one transaction at a time, so
 * there 100 prove as much, and the file stays inside its time on a loaded machine (300 took
 * more than three minutes in a CI check once the accept also counted its price, decision 0083).
 */
const REQUESTS = process.env.TEST_DATABASE_URL ? 300 : 100;
const PROVIDERS = 5;
/** Chats 0-2 hold the client's offer (their provider accepts); 3-4 a provider's counter-offer
 * (the client accepts it). */
const CLIENT_OFFERS = 3;
const BATCH = 20;
/** In the first batch the client also counters chat 3's counter-offer while the accepts race. */
const COUNTERED = BATCH;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

/** Each provider's offer has its own price, so the stored price shows who won. */
const priceOf = (p: number) => (100 + p) * 100;

const HOUR_MS = 3_600_000;
/** Request i's offers all propose the hour starting i hours after this: no provider clashes. */
const slotsFrom = new Date(Date.now() + 24 * HOUR_MS);
const slotOf = (i: number) => new Date(slotsFrom.getTime() + i * HOUR_MS);

/** REQUESTS pending requests, each with a pending offer in the chat of each of 5 providers. */
async function stage(client: User, providers: User[]) {
  const requests = await t.db
    .insertInto('service_requests')
    .values(
      Array.from({ length: REQUESTS }, (_, i) => ({
        client_id: client.id,
        service_id: LEAK_REPAIR,
        city_id: LAHORE,
        description: `race ${i}`,
        address: 'Race Street',
      })),
    )
    .returning('request_id')
    .execute();
  const ids = requests.map((r) => r.request_id);
  await t.db
    .insertInto('chat_heads')
    .values(
      providers.map((sp) => ({
        room: roomOf(client.id, sp.id),
        client_id: client.id,
        sp_id: sp.id,
      })),
    )
    .execute();
  const now = new Date();
  const offers = await t.db
    .insertInto('offers')
    .values(
      ids.flatMap((requestId, i) =>
        providers.map((sp, p) => ({
          slot_start: slotOf(i),
          slot_end: slotOf(i + 1),
          request_id: requestId,
          room: roomOf(client.id, sp.id),
          made_by: p < CLIENT_OFFERS ? ('clients' as const) : ('serviceproviders' as const),
          price_minor: priceOf(p),
          replaces_offer_id: null,
          created_at: now,
          expires_at: new Date(now.getTime() + 3_600_000),
        })),
      ),
    )
    .returning(['offer_id', 'request_id', 'room', 'made_by'])
    .execute();
  await t.db
    .insertInto('chat_messages')
    .values(
      offers.map((o) => ({
        room: o.room,
        sender_type: o.made_by,
        message_text: 'offer',
        type: 'service_request' as const,
        request_id: o.request_id,
        offer_id: o.offer_id,
      })),
    )
    .execute();
  const offerOf = new Map(offers.map((o) => [`${o.request_id}:${o.room}`, o.offer_id]));
  return { ids, offerOf };
}

/**
 * The race is real only on PostgreSQL. PGlite has one connection and runs one transaction at a
 * time, so there the accepts take turns and this checks only that the turns end right; the
 * PostgreSQL run (CI runs this file on both engines) is what proves the locking.
 */
it(`gives each of ${REQUESTS} requests to exactly one of ${PROVIDERS} accepts sent at once, counter-offers included (a race on PostgreSQL only: PGlite serialises them)`, async () => {
  const client = await newClient(t);
  const providers: User[] = [];
  for (let p = 0; p < PROVIDERS; p++) providers.push(await newProvider(t));
  const { ids, offerOf } = await stage(client, providers);
  const offerIn = (requestId: number, p: number) =>
    offerOf.get(`${requestId}:${roomOf(client.id, providers[p]?.id ?? 0)}`) ?? 0;

  const acceptBy = (requestId: number, p: number) => {
    const sp = providers[p] as User;
    return p < CLIENT_OFFERS
      ? send(t, 'PUT', '/api/updateRequestMessage', sp.token, {
          room: roomOf(client.id, sp.id),
          request_id: requestId,
          status: 'accepted',
          offer_id: offerIn(requestId, p),
        })
      : post(t, `/api/offers/${offerIn(requestId, p)}/accept`, undefined, client.token);
  };

  const outcomes: { requestId: number; winners: number[]; statuses: number[]; counter?: number }[] =
    [];
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const results = await Promise.all(
      batch.map(async (requestId, j) => {
        const counter =
          i + j < COUNTERED
            ? post(
                t,
                `/api/offers/${offerIn(requestId, CLIENT_OFFERS)}/counter`,
                { price: 1 },
                client.token,
              )
            : undefined;
        const answers = await Promise.all(providers.map((_, p) => acceptBy(requestId, p)));
        return {
          requestId,
          statuses: answers.map((a) => a.statusCode),
          winners: providers.flatMap((_, p) => (answers[p]?.statusCode === 200 ? [p] : [])),
          counter: counter ? (await counter).statusCode : undefined,
        };
      }),
    );
    outcomes.push(...results);
  }

  for (const o of outcomes) {
    expect(o.winners, `request ${o.requestId}`).toHaveLength(1);
    expect(
      o.statuses.filter((s) => s === 409),
      `request ${o.requestId}`,
    ).toHaveLength(PROVIDERS - 1);
    if (o.counter !== undefined) expect([200, 409], `counter ${o.requestId}`).toContain(o.counter);
  }
  expect(outcomes.filter((o) => o.counter !== undefined)).toHaveLength(COUNTERED);

  const rows = await t.db
    .selectFrom('service_requests as r')
    .select([
      'r.request_id',
      'r.status',
      'r.sp_id',
      'r.price_minor',
      sql<number>`(select count(*) from offers o where o.request_id = r.request_id and o.status = 'accepted')`.as(
        'accepted',
      ),
      sql<number>`(select count(*) from offers o where o.request_id = r.request_id and o.status = 'pending')`.as(
        'pending',
      ),
    ])
    .where('r.request_id', 'in', ids)
    .execute();
  const winnerOf = new Map(outcomes.map((o) => [o.requestId, o.winners[0] ?? -1]));
  // Each order's time is booked once, by the winning accept, with its offer's slot.
  const booked = await t.db
    .selectFrom('appointments')
    .select(['request_id', 'sp_id', 'starts_at'])
    .where('request_id', 'in', ids)
    .execute();
  expect(booked).toHaveLength(REQUESTS);
  for (const row of booked) {
    expect(row.sp_id).toBe(providers[winnerOf.get(row.request_id) ?? -1]?.id);
    expect(row.starts_at).toEqual(slotOf(ids.indexOf(row.request_id)));
  }
  for (const row of rows) {
    const p = winnerOf.get(row.request_id) ?? -1;
    expect(row).toMatchObject({
      status: 'accepted',
      sp_id: providers[p]?.id,
      price_minor: priceOf(p),
    });
    expect(Number(row.accepted)).toBe(1);
    expect(Number(row.pending)).toBe(0);
  }
  expect(rows).toHaveLength(REQUESTS);
}, 180_000);
