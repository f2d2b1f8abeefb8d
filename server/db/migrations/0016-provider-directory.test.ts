import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertParties, openEmptyDatabase } from '../../test/empty-database';
import { migrateTo } from '../migrate';
import type { Database } from '../schema';
import { seedReferenceData } from '../seed';

let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('t_m0016', 'postgres'));
});
afterAll(() => close());

const stats = (spId: number) =>
  db
    .selectFrom('service_providers')
    .select(['rating_count', 'rating_sum', 'rating_tenths', 'completed_jobs'])
    .where('sp_id', '=', spId)
    .executeTakeFirstOrThrow();

it('counts the orders and ratings already there, then keeps them as rows change', async () => {
  await migrateTo(db, '0014-list-indexes');
  await seedReferenceData(db, { urdu: false });
  await insertParties(db);
  await sql`insert into service_requests
      (request_id, client_id, service_id, city_id, description, address, status, sp_id, price_minor)
    values (1, 1, 1, 2, 'd', 'a', 'completed', 2, 100), (2, 1, 1, 2, 'd', 'a', 'completed', 2, 100),
      (3, 1, 1, 2, 'd', 'a', 'accepted', 2, 100), (4, 1, 1, 2, 'd', 'a', 'pending', null, null)`.execute(
    db,
  );
  await sql`insert into feedback (request_id, rating, comment) values (1, 5, 'x'), (2, 4, 'y')`.execute(
    db,
  );

  await migrateTo(db, '0016-provider-directory');
  expect(await stats(2)).toEqual({
    rating_count: 2,
    rating_sum: 9,
    rating_tenths: 45,
    completed_jobs: 2,
  });
  expect(await stats(3)).toEqual({
    rating_count: 0,
    rating_sum: 0,
    rating_tenths: 0,
    completed_jobs: 0,
  });

  // Completed, then rated.
  await db
    .updateTable('service_requests')
    .set({ status: 'completed' })
    .where('request_id', '=', 3)
    .execute();
  // The table as migration 0016 left it (0060 adds the provider's column).
  await sql`insert into feedback (request_id, rating, comment) values (3, 3, 'z')`.execute(db);
  expect(await stats(2)).toMatchObject({ rating_count: 3, rating_tenths: 40, completed_jobs: 3 });
  // A rating changed; an order moved to another provider takes its job and rating along.
  await db.updateTable('feedback').set({ rating: 1 }).where('request_id', '=', 1).execute();
  await db.updateTable('service_requests').set({ sp_id: 3 }).where('request_id', '=', 3).execute();
  expect(await stats(2)).toMatchObject({ rating_count: 2, rating_sum: 5, completed_jobs: 2 });
  expect(await stats(3)).toMatchObject({ rating_count: 1, rating_sum: 3, completed_jobs: 1 });
  // A reply to a review changes nothing; a deleted order (and its feedback) is taken back.
  await db.updateTable('feedback').set({ reply: 'Thanks', replied_at: new Date() }).execute();
  await db.deleteFrom('service_requests').where('request_id', '=', 1).execute();
  expect(await stats(2)).toEqual({
    rating_count: 1,
    rating_sum: 4,
    rating_tenths: 40,
    completed_jobs: 1,
  });
  // A completed order written as such (seed data does) counts at once.
  await db
    .insertInto('service_requests')
    .values({
      client_id: 1,
      service_id: 1,
      city_id: 2,
      description: 'd',
      address: 'a',
      status: 'completed',
      sp_id: 3,
      price_minor: 100,
    })
    .execute();
  expect(await stats(3)).toMatchObject({ completed_jobs: 2 });

  // Each offered service carries its provider's city, standing and totals, as they change.
  await db.insertInto('provider_services').values({ sp_id: 3, service_id: 1 }).execute();
  const copy = () =>
    db
      .selectFrom('provider_services')
      .select([
        'sp_city_id',
        'sp_active',
        'sp_rating_tenths',
        'sp_rating_count',
        'sp_completed_jobs',
      ])
      .where('sp_id', '=', 3)
      .executeTakeFirstOrThrow();
  expect(await copy()).toEqual({
    sp_city_id: 2,
    sp_active: true,
    sp_rating_tenths: 30,
    sp_rating_count: 1,
    sp_completed_jobs: 2,
  });
  await db
    .updateTable('service_providers')
    .set({ city_id: 1, status: 'inactive' })
    .where('sp_id', '=', 3)
    .execute();
  await db
    .updateTable('service_requests')
    .set({ status: 'disputed' })
    .where('request_id', '=', 3)
    .execute();
  expect(await copy()).toEqual({
    sp_city_id: 1,
    sp_active: false,
    sp_rating_tenths: 30,
    sp_rating_count: 1,
    sp_completed_jobs: 1,
  });

  // And back down: the columns and triggers go.
  await migrateTo(db, '0015-payment-instructions');
  const columns = await sql<{
    column_name: string;
  }>`select column_name from information_schema.columns
    where table_name = 'service_providers' and column_name = 'rating_count'`.execute(db);
  expect(columns.rows).toEqual([]);
});
