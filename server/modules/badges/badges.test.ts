import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST_RESPONSE_MAX_MINUTES,
  TOP_RATED_MIN_AVERAGE,
  TOP_RATED_MIN_REVIEWS,
} from '#contracts/badges';
import { unpaidOctoberInvoice } from '../../test/invoices';
import { LAHORE, LEAK_REPAIR, newClient, newProvider, type User } from '../../test/marketplace';
import { uniqueMobile } from '../../test/phones';
import { createTestApp, type TestApp } from '../../test/test-app';
import { badgesFor } from './badges';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;
let client: User;

beforeAll(async () => {
  t = await createTestApp();
  client = await newClient(t);
});
afterAll(() => t.close());

const kinds = async (spId: number) =>
  ((await badgesFor(t.db, [spId], { now: NOW })).get(spId) ?? []).map((b) => b.kind);

/** Reviews of the provider, each on its own completed order, written at the given times. */
async function reviews(spId: number, ratings: number[], at: Date = ago(DAY)) {
  for (const rating of ratings) {
    const { request_id } = await t.db
      .insertInto('service_requests')
      .values({
        client_id: client.id,
        service_id: LEAK_REPAIR,
        city_id: LAHORE,
        description: 'A dripping tap',
        address: '1 Mall Road',
        status: 'completed',
        sp_id: spId,
        price_minor: 100_000,
        completed_date: at,
      })
      .returning('request_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('feedback')
      .values({
        request_id,
        sp_id: spId,
        rating,
        comment: '',
        created_at: at,
        reply: null,
        replied_at: null,
      })
      .execute();
  }
}

/**
 * A chat a new client opened at `askedAt`, answered `minutes` later (null: never): its head's
 * two times, as the message write keeps them (chat-first-answer.test.ts tests that).
 */
async function chat(spId: number, minutes: number | null, askedAt: Date = ago(DAY)) {
  const asker = await newClient(t);
  const answeredAt = minutes === null ? null : new Date(askedAt.getTime() + minutes * MINUTE);
  await t.db
    .insertInto('chat_heads')
    .values({
      room: `room_${asker.id}_${spId}`,
      client_id: asker.id,
      sp_id: spId,
      asked_at: askedAt,
      answered_at: answeredAt,
    })
    .execute();
}

async function idCheck(spId: number, status: 'pending' | 'approved' | 'rejected') {
  await t.db
    .insertInto('id_checks')
    .values({
      sp_id: spId,
      status,
      front_name: null,
      back_name: null,
      reason: status === 'rejected' ? 'unreadable' : null,
      decided_by: null,
      decided_at: status === 'pending' ? null : NOW,
      files_deleted_at: null,
    })
    .execute();
}

describe('badge rules', () => {
  it('a verified phone earns "phone verified"; none earns nothing', async () => {
    const [withPhone, without] = [await newProvider(t), await newProvider(t)];
    await t.db
      .insertInto('account_phones')
      .values({ account_id: withPhone.id, phone: uniqueMobile().e164, verified_at: NOW })
      .execute();
    expect(await kinds(withPhone.id)).toEqual(['phone_verified']);
    expect(await kinds(without.id)).toEqual([]);
  });

  it('"ID verified" follows the newest check: approved yes; pending or rejected after it no', async () => {
    const [approved, pending, rejectedAfter] = [
      await newProvider(t),
      await newProvider(t),
      await newProvider(t),
    ];
    await idCheck(approved.id, 'approved');
    await idCheck(pending.id, 'pending');
    await idCheck(rejectedAfter.id, 'approved');
    await idCheck(rejectedAfter.id, 'rejected');
    expect(await kinds(approved.id)).toEqual(['id_verified']);
    expect(await kinds(pending.id)).toEqual([]);
    expect(await kinds(rejectedAfter.id)).toEqual([]);
  });

  it(`"top rated" needs an average of ${TOP_RATED_MIN_AVERAGE} over ${TOP_RATED_MIN_REVIEWS} reviews of the last 12 months`, async () => {
    const [top, tooFew, tooLow, tooOld] = [
      await newProvider(t),
      await newProvider(t),
      await newProvider(t),
      await newProvider(t),
    ];
    await reviews(top.id, [5, 5, 4, 4, 5]); // 4.6
    await reviews(tooFew.id, [5, 5, 5, 5]);
    await reviews(tooLow.id, [5, 5, 4, 4, 4]); // 4.4
    await reviews(tooOld.id, [5, 5, 5, 5]);
    await reviews(tooOld.id, [5], ago(366 * DAY));
    expect(await kinds(top.id)).toEqual(['top_rated']);
    expect(await kinds(tooFew.id)).toEqual([]);
    expect(await kinds(tooLow.id)).toEqual([]);
    expect(await kinds(tooOld.id)).toEqual([]);
  });

  it(`"fast response" needs a median first answer within ${FAST_RESPONSE_MAX_MINUTES} minutes over at least 5 chats`, async () => {
    const [fast, tooFew, slow, unanswered] = [
      await newProvider(t),
      await newProvider(t),
      await newProvider(t),
      await newProvider(t),
    ];
    for (const m of [5, 10, 60, 200, 300]) await chat(fast.id, m); // median 60
    for (const m of [1, 1, 1, 1]) await chat(tooFew.id, m);
    for (const m of [5, 10, 61, 200, 300]) await chat(slow.id, m); // median 61
    // Never answered counts as slow: two quick answers of five chats is not enough.
    for (const m of [1, 1, null, null, null]) await chat(unanswered.id, m);
    expect(await kinds(fast.id)).toEqual(['fast_response']);
    expect(await kinds(tooFew.id)).toEqual([]);
    expect(await kinds(slow.id)).toEqual([]);
    expect(await kinds(unanswered.id)).toEqual([]);
  });

  it('counts only the newest 20 chats, and not a chat still within its hour', async () => {
    const [recentFast, fresh] = [await newProvider(t), await newProvider(t)];
    // 20 quick answers lately; 21 slow ones before them no longer count (they would be the
    // median of all 41).
    for (let i = 0; i < 21; i += 1) await chat(recentFast.id, 500, ago(30 * DAY));
    for (let i = 0; i < 20; i += 1) await chat(recentFast.id, 2, ago(DAY));
    expect(await kinds(recentFast.id)).toEqual(['fast_response']);
    // Five quick answers and three chats opened minutes ago: those may still be answered.
    for (let i = 0; i < 5; i += 1) await chat(fresh.id, 2);
    for (let i = 0; i < 3; i += 1) await chat(fresh.id, null, ago(10 * MINUTE));
    expect(await kinds(fresh.id)).toEqual(['fast_response']);
  });

  it('shows none while an invoice is unpaid past the lead hold, and all again once it is paid', async () => {
    const sp = await newProvider(t);
    await idCheck(sp.id, 'approved');
    const paymentId = await unpaidOctoberInvoice(t.db, sp.id); // due 15 November 2026
    const at = (now: Date) => badgesFor(t.db, [sp.id], { now }).then((m) => m.get(sp.id));
    expect((await at(new Date('2026-11-29T12:00:00Z')))?.map((b) => b.kind)).toEqual([
      'id_verified',
    ]);
    expect(await at(new Date('2026-11-30T12:00:00Z'))).toEqual([]);
    await t.db
      .updateTable('invoices')
      .set({ status: 'Paid', paid_at: NOW })
      .where('payment_id', '=', paymentId)
      .execute();
    expect((await at(new Date('2026-11-30T12:00:00Z')))?.map((b) => b.kind)).toEqual([
      'id_verified',
    ]);
  });

  it('answers a batch in a fixed number of queries, every provider asked included', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.db.withPlugin(counting);
    const few = [await newProvider(t), await newProvider(t)].map((p) => p.id);
    await badgesFor(db, few, { now: NOW });
    const forFew = queries;
    queries = 0;
    const many = [...few];
    for (let i = 0; i < 8; i += 1) many.push((await newProvider(t)).id);
    const answer = await badgesFor(db, many, { now: NOW });
    expect(queries).toBe(forFew);
    expect([...answer.keys()].sort()).toEqual([...many].sort());
    expect((await badgesFor(t.db, [])).size).toBe(0);
  });
});

describe('the median first answer', () => {
  it('of an even number of chats is the mean of the two middle waits; unanswered ones are the slowest', async () => {
    const [sixty, overSixty, halfUnanswered] = [
      await newProvider(t),
      await newProvider(t),
      await newProvider(t),
    ];
    for (const m of [1, 2, 59, 61, 300, 400]) await chat(sixty.id, m); // (59 + 61) / 2 = 60
    for (const m of [1, 2, 59, 62, 300, 400]) await chat(overSixty.id, m); // 60.5
    for (const m of [1, 2, 3, null, null, null]) await chat(halfUnanswered.id, m); // (3 + never) / 2
    expect(await kinds(sixty.id)).toEqual(['fast_response']);
    expect(await kinds(overSixty.id)).toEqual([]);
    expect(await kinds(halfUnanswered.id)).toEqual([]);
  });
});
