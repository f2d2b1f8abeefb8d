import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/empty-database';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';
import { seedReferenceData } from '../seed';

let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('t_m0010', 'postgres'));
});
afterAll(() => close());

it('moves the offers of chat messages into the offers table, statuses and prices kept', async () => {
  await migrateTo(db, '0009-job-runs');
  await seedReferenceData(db, { urdu: false });
  const at = new Date('2026-10-01T10:00:00Z');
  await sql`insert into accounts (id, role, email, password_hash) values
    (1, 'clients', 'c@example.com', 'x'), (2, 'serviceproviders', 'p@example.com', 'x')`.execute(
    db,
  );
  await sql`insert into clients (client_id, name, terms_accepted_at) values (1, 'C', now())`.execute(
    db,
  );
  await sql`insert into service_providers
      (sp_id, first_name, last_name, phone, address, city_id, gender, dob, terms_accepted_at)
    values (2, 'P', 'Q', '03001234567', 'Street', 2, 'male', '1990-01-01', now())`.execute(db);
  await sql`insert into service_requests (request_id, client_id, service_id, city_id, description, address)
    values (1, 1, 1, 2, 'd', 'a'), (2, 1, 1, 2, 'd', 'a')`.execute(db);
  await sql`insert into chat_heads (room, client_id, sp_id) values ('room_1_2', 1, 2)`.execute(db);
  await sql`insert into chat_messages
      (room, sender_type, message_text, type, request_id, offer_status, price_minor, created_at)
    values
      ('room_1_2', 'clients', 'hi', 'text', null, null, null, ${at}),
      ('room_1_2', 'clients', 'o1', 'service_request', 1, 'canceled', 1000, ${at}),
      ('room_1_2', 'clients', 'o2', 'service_request', 1, 'pending', 1200, ${new Date(at.getTime() + 1000)}),
      ('room_1_2', 'clients', 'o3', 'service_request', 2, 'withdrawn', 500, ${at}),
      ('room_1_2', 'clients', 'o4', 'service_request', 2, 'withdrawn', 500, ${at})`.execute(db);

  const before = Date.now();
  await migrateTo(db, 'latest');

  const offers = await db
    .selectFrom('offers as o')
    .innerJoin('chat_messages as m', 'm.offer_id', 'o.offer_id')
    .select([
      'm.message_text',
      'o.offer_id',
      'o.request_id',
      'o.made_by',
      'o.price_minor',
      'o.status',
      'o.replaces_offer_id',
      'o.expires_at',
      'o.decided_at',
    ])
    .orderBy('m.message_id')
    .execute();
  const [o1, o2, o3, o4] = offers;
  // Four messages, four offers: two with the same request, chat, time and price stay apart.
  expect(new Set(offers.map((o) => o.offer_id)).size).toBe(4);
  expect(o1).toMatchObject({
    message_text: 'o1',
    status: 'withdrawn',
    price_minor: 1000,
    decided_at: at,
  });
  expect(o2).toMatchObject({
    message_text: 'o2',
    status: 'pending',
    price_minor: 1200,
    decided_at: null,
  });
  // A pending offer gets its whole answer time from the migration on.
  expect(o2?.expires_at.getTime()).toBeGreaterThanOrEqual(before + 47 * 3600_000);
  expect(o3).toMatchObject({
    message_text: 'o3',
    request_id: 2,
    status: 'superseded',
    replaces_offer_id: null,
  });
  expect(o4).toMatchObject({
    message_text: 'o4',
    status: 'withdrawn',
    replaces_offer_id: o3?.offer_id,
  });
  expect(o4?.expires_at).toEqual(new Date(at.getTime() + 48 * 3600_000));
  const text = await db
    .selectFrom('chat_messages')
    .select('offer_id')
    .where('type', '=', 'text')
    .execute();
  expect(text).toEqual([{ offer_id: null }]);
});
