import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openTestDatabase } from '../test/test-database';
import { seedReferenceData } from './seed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('leaves the cities alone once there are some: a renamed seeded city does not come back at the next start', async () => {
  const { db } = handle;
  const before = await db.selectFrom('cities').select('name').orderBy('city_id').execute();
  expect(before.map((c) => c.name)).toContain('Peshawar');
  await db
    .updateTable('cities')
    .set({ name: 'Peshawar City' })
    .where('name', '=', 'Peshawar')
    .execute();

  await seedReferenceData(db);

  const after = await db.selectFrom('cities').select('name').orderBy('city_id').execute();
  expect(after.map((c) => c.name)).not.toContain('Peshawar');
  expect(after).toHaveLength(before.length);
});
