import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgresTestDatabase } from '../test/test-database';
import { PREPARED, statementName } from './prepared';

const MARK = '/* prepared */';

describe('prepared statements', () => {
  it('names marked texts only, one name a text', () => {
    const marked = `select 1 as first_marked ${MARK}`;
    expect(statementName('select 1 as not_marked')).toBeUndefined();
    const name = statementName(marked);
    expect(name).toMatch(/^prepared_\d+$/);
    expect(statementName(marked)).toBe(name);
    expect(statementName(`select 2 as second_marked ${MARK}`)).not.toBe(name);
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
  });
});
