import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertParties, openEmptyDatabase } from '../../test/empty-database';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';
import { seedReferenceData } from '../seed';

let db: Kysely<Database>;
let close: () => Promise<void>;

// On the run's engine: PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('t_m0060'));
});
afterAll(() => close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));

it("names each review's provider, and each chat's first question and the first answer after it", async () => {
  await migrateTo(db, '0058-first-answers-index');
  await seedReferenceData(db, { urdu: false });
  await insertParties(db);
  await sql`insert into accounts (id, role, email, password_hash)
    values (4, 'clients', 'd@example.com', 'x'), (5, 'clients', 'e@example.com', 'x')`.execute(db);
  await sql`insert into clients (client_id, name, terms_accepted_at)
    values (4, 'D', now()), (5, 'E', now())`.execute(db);
  await sql`insert into service_requests
      (request_id, client_id, service_id, city_id, description, address, status, sp_id, price_minor)
    values (1, 1, 1, 2, 'd', 'a', 'completed', 2, 100), (2, 1, 1, 2, 'd', 'a', 'completed', 3, 100)`.execute(
    db,
  );
  await sql`insert into feedback (request_id, rating, comment) values (1, 5, 'x'), (2, 4, 'y')`.execute(
    db,
  );
  // room_1_2: the provider wrote first, then the client twice, then the provider twice.
  // room_4_2: the client asked, never answered. room_5_2: only the provider wrote.
  await sql`insert into chat_heads (room, client_id, sp_id)
    values ('room_1_2', 1, 2), ('room_4_2', 4, 2), ('room_5_2', 5, 2)`.execute(db);
  await sql`insert into chat_messages (room, sender_type, message_text, created_at) values
    ('room_1_2', 'serviceproviders', 'Hi', ${at(0)}),
    ('room_1_2', 'clients', 'Cost?', ${at(5)}),
    ('room_1_2', 'clients', 'When?', ${at(6)}),
    ('room_1_2', 'serviceproviders', 'Rs 3,000', ${at(20)}),
    ('room_1_2', 'serviceproviders', 'Tomorrow', ${at(21)}),
    ('room_4_2', 'clients', 'Hello?', ${at(30)}),
    ('room_5_2', 'serviceproviders', 'Anything?', ${at(40)})`.execute(db);

  await migrateTo(db, '0060-badge-reads-by-provider');
  const reviews = await db
    .selectFrom('feedback')
    .select(['request_id', 'sp_id'])
    .orderBy('request_id')
    .execute();
  expect(reviews).toEqual([
    { request_id: 1, sp_id: 2 },
    { request_id: 2, sp_id: 3 },
  ]);
  const heads = await db
    .selectFrom('chat_heads')
    .select(['room', 'asked_at', 'answered_at'])
    .orderBy('room')
    .execute();
  expect(heads).toEqual([
    { room: 'room_1_2', asked_at: at(5), answered_at: at(20) },
    { room: 'room_4_2', asked_at: at(30), answered_at: null },
    { room: 'room_5_2', asked_at: null, answered_at: null },
  ]);
});
