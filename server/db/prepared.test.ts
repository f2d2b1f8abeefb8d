import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgresTestDatabase } from '../test/test-database';
import { PREPARED, statementName } from './prepared';

const MARK = '/* prepared */';

describe('prepared statements', () => {
  it('names marked texts only, by their text, and none with many parameters', () => {
    const marked = `select 1 as first_marked ${MARK}`;
    expect(statementName('select 1 as not_marked', 0)).toBeUndefined();
    const name = statementName(marked, 0);
    expect(name).toMatch(/^p_[0-9a-f]{16}$/);
    expect(statementName(marked, 0)).toBe(name);
    expect(statementName(`select 2 as second_marked ${MARK}`, 1)).not.toBe(name);
    // A batch's text varies with its rows: it is not named.
    expect(statementName(`insert into t values ($1), ($2) ${MARK}`, 17)).toBeUndefined();
  });

  describe('on PostgreSQL', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openPostgresTestDatabase();
    });
    afterAll(() => handle.close());

    it('keeps a marked statement on the connection, and leaves the others unnamed', async () => {
      const kept = await handle.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 2; i++) {
          await trx
            .selectFrom('cities')
            .select('city_id')
            .where('city_id', '=', i)
            .modifyEnd(PREPARED)
            .execute();
          await trx
            .selectFrom('services')
            .select('service_id')
            .where('service_id', '=', i)
            .execute();
        }
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements`.execute(trx);
        return rows.map((r) => r.statement);
      });
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/from "cities".*\/\* prepared \*\/$/);
    });

    it('prepares afresh on a connection whose statement went stale (a result type changed)', async () => {
      await sql`create table prepared_probe (x int)`.execute(handle.db);
      await handle.db.connection().execute(async (conn) => {
        const read = () => sql`select x from prepared_probe ${PREPARED}`.execute(conn);
        await read();
        // Another connection (another node's migration) changes what the statement returns.
        await sql`alter table prepared_probe alter column x type bigint`.execute(handle.db);
        await expect(read()).rejects.toMatchObject({ code: '0A000' });
        await expect(read()).resolves.toMatchObject({ rows: [] });
      });
    });
  });
});
