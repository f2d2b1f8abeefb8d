import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openTestDatabase } from '../test/test-database';

/**
 * schema.ts (with the tables it takes from schema-*.ts beside it) is written by hand beside the
 * migrations; this holds it to the migrated database.
 * Its types are gone at run time, so the test reads the file: each `interface X { column: type; }`
 * block and the `Database` interface naming a table's blocks (`a: ATable & BColumns;`).
 */
const SCHEMA = readdirSync(new URL('.', import.meta.url))
  .filter((file) => /^schema(-[\w-]+)?\.ts$/.test(file))
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

/** Tables the migrator keeps for itself, not the app's. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Each interface's members as name -> type text. */
function interfaces(source: string): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const block of source.matchAll(/^export interface (\w+) \{\n([\s\S]*?)^\}/gm)) {
    const members = new Map<string, string>();
    for (const member of (block[2] ?? '').matchAll(/^ {2}(\w+)\??: ([^;]+);/gm)) {
      members.set(member[1] ?? '', member[2] ?? '');
    }
    found.set(block[1] ?? '', members);
  }
  return found;
}

/** Each table of the `Database` interface as column -> whether its type admits null. */
function declaredTables(): Map<string, Map<string, boolean>> {
  const blocks = interfaces(SCHEMA);
  const database = blocks.get('Database');
  if (!database) throw new Error('schema.ts has no `export interface Database { ... }`');
  return new Map(
    [...database].map(([table, type]) => {
      const columns = new Map<string, boolean>();
      for (const name of type.split('&').map((part) => part.trim())) {
        const block = blocks.get(name);
        if (!block) throw new Error(`schema.ts: ${table} names ${name}, which is no interface`);
        for (const [column, columnType] of block) {
          columns.set(column, /\bnull\b/.test(columnType));
        }
      }
      return [table, columns];
    }),
  );
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

describe('server/db/schema.ts', () => {
  it('names every table and column of the migrated database, with its nullability', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name in (
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE')`.execute(handle.db);
    const migrated = new Map<string, Map<string, boolean>>();
    for (const row of rows) {
      if (MIGRATOR_TABLES.includes(row.table_name)) continue;
      const columns = migrated.get(row.table_name) ?? new Map<string, boolean>();
      columns.set(row.column_name, row.is_nullable === 'YES');
      migrated.set(row.table_name, columns);
    }
    const describe = (tables: Map<string, Map<string, boolean>>) =>
      [...tables]
        .flatMap(([table, columns]) =>
          [...columns].map(
            ([column, nullable]) => `${table}.${column}${nullable ? ' | null' : ''}`,
          ),
        )
        .sort();
    expect(describe(declaredTables())).toEqual(describe(migrated));
  });
});
