import { sql } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

test('a database with every migration applied is left as it is', async () => {
  expect(await migrateToLatest(database.db)).toEqual([]);
});

test('a database recording a migration this code does not know is refused, not started on', async () => {
  await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-release', ${new Date().toISOString()})`.execute(
    database.db,
  );
  await expect(migrateToLatest(database.db)).rejects.toThrow(/9999-from-a-newer-release/);
});
