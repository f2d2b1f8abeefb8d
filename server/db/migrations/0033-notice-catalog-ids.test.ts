import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertParties, openEmptyDatabase } from '../../test/empty-database';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';

let db: Kysely<Database>;
let close: () => Promise<void>;

// On the run's engine: PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('t_m0033'));
});
afterAll(() => close());

const parsed = (rows: { params: string | null }[]) =>
  rows.map((r) => (r.params === null ? null : JSON.parse(r.params)));

it("gives stored notices the catalog ids their own values lead to, and leaves the others' values as they were", async () => {
  await migrateTo(db, '0032-invoice-notices');
  await sql`insert into cities (city_id, name) values (1, 'Karachi'), (2, 'Lahore')`.execute(db);
  await sql`insert into categories (category_id, name, description) values (1, 'Plumbing', 'p')`.execute(
    db,
  );
  await sql`insert into services (service_id, category_id, name, description)
    values (1, 1, 'Leak Repair', 'l'), (2, 1, 'Drain Cleaning', 'd')`.execute(db);
  await insertParties(db);
  await sql`insert into service_requests
      (request_id, client_id, service_id, city_id, description, address, status, sp_id, price_minor)
    values (7, 1, 2, 1, 'd', 'a', 'pending', null, null),
      (8, 1, 1, 2, 'd', 'a', 'completed', 2, 100000)`.execute(db);
  const newRequest = JSON.stringify({ service: 'Drain Cleaning', city: 'Karachi', request_id: 7 });
  const completed = JSON.stringify({ name: 'C', service: 'Leak Repair' });
  const statement = JSON.stringify({ name: 'C', service: 'Leak Repair' });
  // A new request gone since, and an order notice without a target: nothing to find.
  const gone = JSON.stringify({ service: 'Leak Repair', city: 'Lahore', request_id: 99 });
  const untargeted = JSON.stringify({ name: 'P Q', service: 'Leak Repair' });
  await sql`insert into notifications (recipient_id, kind, message, params, target_entity, target_id)
    values (2, 'new_request', null, ${newRequest}, 'request', 7),
      (1, 'order_completed', null, ${completed}, 'order', 8),
      (2, 'dispute_statement', null, ${statement}, 'order', 8),
      (2, 'new_request', null, ${gone}, 'request', 99),
      (1, 'order_completed', null, ${untargeted}, null, null),
      (1, 'message', 'An old one in English', null, null, null),
      (1, 'offer', null, '{"name":"P Q"}', 'offer', 3)`.execute(db);
  const at = new Date('2026-11-20T10:00:00Z');
  await sql`insert into email_outbox
      (recipient_id, email_group, kind, params, target_entity, target_id, send_after, created_at)
    values (2, 'new_jobs', 'new_request', ${newRequest}, 'request', 7, ${at}, ${at})`.execute(db);
  await sql`insert into alert_outbox
      (recipient_id, channel, alert_group, kind, params, target_entity, target_id, send_after, created_at)
    values (1, 'push', 'orders', 'order_completed', ${completed}, 'order', 8, ${at}, ${at})`.execute(
    db,
  );

  await migrateTo(db, '0033-notice-catalog-ids');

  const notices = await db
    .selectFrom('notifications')
    .select('params')
    .orderBy('notification_id')
    .execute();
  expect(parsed(notices)).toEqual([
    { service: 'Drain Cleaning', city: 'Karachi', request_id: 7, service_id: 2, city_id: 1 },
    { name: 'C', service: 'Leak Repair', service_id: 1 },
    { name: 'C', service: 'Leak Repair', service_id: 1 },
    { service: 'Leak Repair', city: 'Lahore', request_id: 99 },
    { name: 'P Q', service: 'Leak Repair' },
    null,
    { name: 'P Q' },
  ]);
  const emails = await db.selectFrom('email_outbox').select('params').execute();
  expect(parsed(emails)).toEqual([
    { service: 'Drain Cleaning', city: 'Karachi', request_id: 7, service_id: 2, city_id: 1 },
  ]);
  const alerts = await db.selectFrom('alert_outbox').select('params').execute();
  expect(parsed(alerts)).toEqual([{ name: 'C', service: 'Leak Repair', service_id: 1 }]);
});
