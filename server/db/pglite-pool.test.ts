import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyForPglite } from './client';

const pglite = new PGlite();
const db = kyselyForPglite(pglite);
beforeAll(() => sql`create table t (n int)`.execute(db));
afterAll(async () => {
  await db.destroy();
  await pglite.close();
});

describe('the PGlite pool adapter', () => {
  it('keeps other queries out of an open transaction', async () => {
    let outsideSawRow: boolean | undefined;
    const trx = db.transaction().execute(async (tx) => {
      await sql`insert into t values (1)`.execute(tx);
      // A query from outside starts now; it must wait for the rollback below.
      const outside = sql<{ n: number }>`select n from t`.execute(db).then((r) => {
        outsideSawRow = r.rows.length > 0;
      });
      await new Promise((r) => setTimeout(r, 20));
      expect(outsideSawRow).toBeUndefined();
      void outside;
      throw new Error('roll back');
    });
    await expect(trx).rejects.toThrow('roll back');
    await expect.poll(() => outsideSawRow).toBe(false);
  });

  it('fails, instead of hanging, when a transaction waits on a query outside it', async () => {
    const quick = kyselyForPglite(pglite, 200);
    const nested = quick.transaction().execute(async () => {
      await sql`select 1`.execute(quick);
    });
    await expect(nested).rejects.toThrow(/lease not granted/);
    // The queue still moves afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(quick)).rows[0]?.one).toBe(1);
  });

  it('reports affected rows for writes', async () => {
    await sql`insert into t values (5), (6)`.execute(db);
    const result = await sql`update t set n = 7 where n > 4`.execute(db);
    expect(Number(result.numAffectedRows)).toBe(2);
  });
});
