import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { migrateTo } from '../migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("gives an existing database's seeded cities, categories and services their Urdu, and leaves the admin's rows without", async () => {
  await migrateTo(t.db, '0029-phones');
  await sql`insert into categories (name, description) values ('Pest Control Before', 'An admin category from before the column')`.execute(
    t.db,
  );
  await migrateTo(t.db, 'latest');
  const cities = await t.db
    .selectFrom('cities')
    .select(['name', 'name_ur'])
    .orderBy('city_id')
    .execute();
  expect(cities).toEqual([
    { name: 'Karachi', name_ur: 'کراچی' },
    { name: 'Lahore', name_ur: 'لاہور' },
    { name: 'Islamabad', name_ur: 'اسلام آباد' },
    { name: 'Peshawar', name_ur: 'پشاور' },
  ]);
  const categories = await t.db
    .selectFrom('categories')
    .select(['name', 'name_ur'])
    .where('name', 'in', ['Plumbing Services', 'Pest Control Before'])
    .orderBy('name')
    .execute();
  expect(categories).toEqual([
    { name: 'Pest Control Before', name_ur: null },
    { name: 'Plumbing Services', name_ur: 'پلمبنگ کی خدمات' },
  ]);
  const leak = await t.db
    .selectFrom('services')
    .select(['name_ur', 'description_ur'])
    .where('name', '=', 'Leak Repair')
    .executeTakeFirstOrThrow();
  expect(leak.name_ur).toBe('لیک کی مرمت');
  expect(leak.description_ur).toMatch(/پائپ/);
});
