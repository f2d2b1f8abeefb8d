import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openTestDatabase } from '../test/test-database';
import { referenceSeedHash, seedReferenceData, seedReferenceDataOnStart } from './seed';
import { seedCategories, seedCities, seedCityNamesUr } from './seed-data';

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

describe('the seed at start (decision 0110)', () => {
  const LAST_SERVICE = seedCategories.at(-1)?.services.at(-1)?.[0] ?? '';
  const lastServiceCount = async () =>
    (
      await handle.db
        .selectFrom('services')
        .select('service_id')
        .where('name', '=', LAST_SERVICE)
        .execute()
    ).length;

  it('seeds when the recorded content differs, and skips while it is unchanged', async () => {
    const { db } = handle;
    expect(await seedReferenceDataOnStart(db, 'release-1')).toBe(true);
    // A row missing while the content is unchanged stays missing: the seed was skipped.
    await db.deleteFrom('services').where('name', '=', LAST_SERVICE).execute();
    expect(await seedReferenceDataOnStart(db, 'release-1')).toBe(false);
    expect(await lastServiceCount()).toBe(0);
    // Content that changed (a new release's seed) seeds again and records its hash.
    expect(await seedReferenceDataOnStart(db, 'release-2')).toBe(true);
    expect(await lastServiceCount()).toBe(1);
    expect(await seedReferenceDataOnStart(db, 'release-2')).toBe(false);
    // A node of the earlier release, sharing the database, seeds again with its own hash.
    expect(await seedReferenceDataOnStart(db, 'release-1')).toBe(true);
  });

  it('records nothing when the seed fails: the next start seeds again', async () => {
    const { db } = handle;
    await db.deleteFrom('services').where('name', '=', LAST_SERVICE).execute();
    // A database that refuses one of the seed's writes.
    await sql`alter table services add constraint seed_probe check (name <> ${sql.lit(LAST_SERVICE)})`.execute(
      db,
    );
    await expect(seedReferenceDataOnStart(db, 'release-3')).rejects.toThrow();
    const recorded = await db.selectFrom('reference_seeds').select('content_hash').execute();
    expect(recorded.map((r) => r.content_hash)).not.toContain('release-3');

    await sql`alter table services drop constraint seed_probe`.execute(db);
    expect(await seedReferenceDataOnStart(db, 'release-3')).toBe(true);
    expect(await lastServiceCount()).toBe(1);
  });

  it("hashes the seed's content: a changed name changes the hash", () => {
    const changed = structuredClone(seedCategories);
    const service = changed[0]?.services[0];
    if (service) service[0] = `${service[0]} (renamed)`;
    expect(referenceSeedHash()).toBe(referenceSeedHash());
    expect(referenceSeedHash([seedCities, seedCityNamesUr, changed])).not.toBe(referenceSeedHash());
    expect(
      referenceSeedHash([[...seedCities, 'Quetta'], seedCityNamesUr, seedCategories]),
    ).not.toBe(referenceSeedHash());
  });
});
