import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { migrateTo } from '../migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("gives the admin's earlier services their image, not the seeded ones", async () => {
  await migrateTo(t.db, '0019-chat-reads');
  await sql`insert into services (category_id, name, description)
    values (1, 'Tank Cleaning Before', 'An admin service from before the column')`.execute(t.db);
  await migrateTo(t.db, 'latest');
  const rows = await t.db
    .selectFrom('services')
    .select(['name', 'has_image'])
    .where('name', 'in', ['Tank Cleaning Before', 'Leak Repair'])
    .orderBy('name')
    .execute();
  expect(rows).toEqual([
    { name: 'Leak Repair', has_image: false },
    { name: 'Tank Cleaning Before', has_image: true },
  ]);
});
