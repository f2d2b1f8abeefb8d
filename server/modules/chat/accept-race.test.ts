import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomOf } from '../../../contracts/chat';
import { send } from '../../test/factories';
import { LAHORE, LEAK_REPAIR, newClient, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

const REQUESTS = 300;
const PROVIDERS = 5;
const BATCH = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

/** 300 pending requests, each with an open offer in the chat of each of 5 providers. */
async function stage(client: User, providers: User[]): Promise<number[]> {
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
  await t.db
    .insertInto('chat_messages')
    .values(
      ids.flatMap((requestId) =>
        providers.map((sp, p) => ({
          room: roomOf(client.id, sp.id),
          sender_type: 'clients' as const,
          message_text: 'offer',
          type: 'service_request' as const,
          request_id: requestId,
          offer_status: 'pending' as const,
          // Each provider's offer has its own price, so the stored price shows who won.
          price_minor: (100 + p) * 100,
        })),
      ),
    )
    .execute();
  return ids;
}

it(`gives each of ${REQUESTS} requests to exactly one of ${PROVIDERS} concurrent accepts`, async () => {
  const client = await newClient(t);
  const providers: User[] = [];
  for (let p = 0; p < PROVIDERS; p++) providers.push(await newProvider(t));
  const ids = await stage(client, providers);

  const outcomes: { requestId: number; winners: number[]; statuses: number[] }[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const results = await Promise.all(
      batch.map(async (requestId) => {
        const answers = await Promise.all(
          providers.map((sp) =>
            send(t, 'PUT', '/api/updateRequestMessage', sp.token, {
              room: roomOf(client.id, sp.id),
              request_id: requestId,
              status: 'accepted',
            }),
          ),
        );
        return {
          requestId,
          statuses: answers.map((a) => a.statusCode),
          winners: providers.filter((_, p) => answers[p]?.statusCode === 200).map((sp) => sp.id),
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
  }

  const rows = await t.db
    .selectFrom('service_requests as r')
    .select([
      'r.request_id',
      'r.status',
      'r.sp_id',
      'r.price_minor',
      sql<number>`(select count(*) from chat_messages m where m.request_id = r.request_id and m.offer_status = 'accepted')`.as(
        'accepted',
      ),
      sql<number>`(select count(*) from chat_messages m where m.request_id = r.request_id and m.offer_status = 'pending')`.as(
        'pending',
      ),
    ])
    .where('r.request_id', 'in', ids)
    .execute();
  const winnerOf = new Map(outcomes.map((o) => [o.requestId, o.winners[0]]));
  for (const row of rows) {
    const winner = winnerOf.get(row.request_id);
    const p = providers.findIndex((sp) => sp.id === winner);
    expect(row).toMatchObject({ status: 'accepted', sp_id: winner, price_minor: (100 + p) * 100 });
    expect(Number(row.accepted)).toBe(1);
    expect(Number(row.pending)).toBe(0);
  }
  expect(rows).toHaveLength(REQUESTS);
}, 120_000);
