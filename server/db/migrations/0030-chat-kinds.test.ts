import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertParties, openEmptyDatabase } from '../../test/empty-database';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';

let db: Kysely<Database>;
let close: () => Promise<void>;

// On the run's engine: PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('t_m0030'));
});
afterAll(() => close());

it("turns the old code's English sentences into kinds and values, and leaves typed messages alone", async () => {
  await migrateTo(db, '0029-phones');
  // The catalog as it was then (today's seed writes columns added later).
  await sql`insert into cities (city_id, name) values (1, 'Karachi'), (2, 'Lahore')`.execute(db);
  await sql`insert into categories (category_id, name, description) values (1, 'Plumbing', 'p')`.execute(
    db,
  );
  await sql`insert into services (service_id, category_id, name, description)
    values (1, 1, 'Leak Repair', 'l')`.execute(db);
  await insertParties(db);
  await sql`insert into accounts (id, role, email, password_hash) values
    (4, 'clients', 'd@example.com', 'x'), (5, 'clients', 'e@example.com', 'x')`.execute(db);
  await sql`insert into clients (client_id, name, terms_accepted_at)
    values (4, 'D', now()), (5, 'E', now())`.execute(db);
  const at = new Date('2026-11-01T10:00:00Z');
  await sql`insert into service_requests
      (request_id, client_id, service_id, city_id, description, address, status, sp_id, price_minor, cancelled_at)
    values (1, 1, 1, 2, 'd', 'a', 'pending', null, null, null),
      (2, 1, 1, 2, 'd', 'a', 'cancelled', null, null, ${at})`.execute(db);
  // Five chats: offers then a decline; an offer last; typed words last that look like ours;
  // an old head saying "Sent a service request"; a typed text that is exactly a preview.
  await sql`insert into chat_heads (room, client_id, sp_id, last_message) values
    ('room_1_2', 1, 2, 'Declined an offer'),
    ('room_1_3', 1, 3, 'Counter-offer: Rs 1,200.00'),
    ('room_4_2', 4, 2, 'Service request for Rs 5 please'),
    ('room_4_3', 4, 3, 'Sent a service request'),
    ('room_5_2', 5, 2, 'Withdrew an offer')`.execute(db);
  await sql`insert into offers (offer_id, request_id, room, made_by, price_minor, status, created_at, expires_at, decided_at)
    values (1, 1, 'room_1_2', 'clients', 100000, 'declined', ${at}, ${at}, ${at}),
      (2, 1, 'room_1_3', 'clients', 100000, 'superseded', ${at}, ${at}, ${at}),
      (3, 1, 'room_1_3', 'serviceproviders', 120000, 'pending', ${at}, ${at}, null),
      (4, 2, 'room_4_3', 'clients', 50000, 'withdrawn', ${at}, ${at}, ${at}),
      (5, 2, 'room_4_2', 'clients', 60000, 'withdrawn', ${at}, ${at}, ${new Date(at.getTime() - 60_000)})`.execute(
    db,
  );
  await sql`insert into chat_messages (message_id, room, sender_type, message_text, type, request_id, offer_id)
    values
      (1, 'room_1_2', 'clients', 'Service request for Rs 1,000.00', 'service_request', 1, 1),
      (2, 'room_1_3', 'clients', 'Service request for Rs 1,000.00', 'service_request', 1, 2),
      (3, 'room_1_3', 'serviceproviders', 'Counter-offer: Rs 1,200.00', 'service_request', 1, 3),
      (4, 'room_4_2', 'clients', 'Service request for Rs 5 please', 'text', null, null),
      (5, 'room_4_3', 'clients', 'Service request for Rs 500.00', 'service_request', 2, 4),
      (6, 'room_4_3', 'serviceproviders', 'Hello', 'text', null, null),
      (7, 'room_5_2', 'clients', 'Withdrew an offer', 'text', null, null)`.execute(db);

  await migrateTo(db, '0030-chat-kinds');

  const messages = await db
    .selectFrom('chat_messages')
    .select(['message_id', 'message_text', 'text_kind', 'text_params'])
    .orderBy('message_id')
    .execute();
  expect(messages).toEqual([
    {
      message_id: 1,
      message_text: '',
      text_kind: 'offer.made',
      text_params: '{"price_minor" : 100000}',
    },
    {
      message_id: 2,
      message_text: '',
      text_kind: 'offer.made',
      text_params: '{"price_minor" : 100000}',
    },
    {
      message_id: 3,
      message_text: '',
      text_kind: 'offer.countered',
      text_params: '{"price_minor" : 120000}',
    },
    {
      message_id: 4,
      message_text: 'Service request for Rs 5 please',
      text_kind: null,
      text_params: null,
    },
    {
      message_id: 5,
      message_text: '',
      text_kind: 'offer.made',
      text_params: '{"price_minor" : 50000}',
    },
    { message_id: 6, message_text: 'Hello', text_kind: null, text_params: null },
    { message_id: 7, message_text: 'Withdrew an offer', text_kind: null, text_params: null },
  ]);
  const heads = await db
    .selectFrom('chat_heads')
    .select(['room', 'last_message', 'last_kind', 'last_params'])
    .orderBy('room')
    .execute();
  expect(heads).toEqual([
    { room: 'room_1_2', last_message: '', last_kind: 'offer.declined', last_params: '{}' },
    {
      room: 'room_1_3',
      last_message: '',
      last_kind: 'offer.countered',
      last_params: '{"price_minor" : 120000}',
    },
    {
      room: 'room_4_2',
      last_message: 'Service request for Rs 5 please',
      last_kind: null,
      last_params: null,
    },
    { room: 'room_4_3', last_message: '', last_kind: 'offer.made', last_params: '{}' },
    // The typed text that is exactly a preview's sentence stays typed.
    { room: 'room_5_2', last_message: 'Withdrew an offer', last_kind: null, last_params: null },
  ]);
  // The offer closed with its cancelled request is 'canceled'; one withdrawn before is not.
  const offers = await db
    .selectFrom('offers')
    .select(['offer_id', 'status'])
    .orderBy('offer_id')
    .execute();
  expect(offers.map((o) => o.status)).toEqual([
    'declined',
    'superseded',
    'pending',
    'canceled',
    'withdrawn',
  ]);

  // And back: the sentences return, and the offer is withdrawn again.
  await migrateTo(db, '0029-phones');
  const back = await sql<{
    message_text: string;
  }>`select message_text from chat_messages order by message_id`.execute(db);
  expect(back.rows.map((r) => r.message_text)).toEqual([
    'Service request for Rs 1,000.00',
    'Service request for Rs 1,000.00',
    'Counter-offer: Rs 1,200.00',
    'Service request for Rs 5 please',
    'Service request for Rs 500.00',
    'Hello',
    'Withdrew an offer',
  ]);
  const head = await sql<{
    last_message: string;
  }>`select last_message from chat_heads where room = 'room_1_2'`.execute(db);
  expect(head.rows[0]?.last_message).toBe('Declined an offer');
});
