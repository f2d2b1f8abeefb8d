import type { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { giveBackPglite, takePglite } from './reused-pglite';
import { runEngineTemplate } from './test-database';

// The instances test files share on a PGlite run (whatever this run's engine, the dump is PGlite).
const one = async <T>(pglite: PGlite, text: string) => (await pglite.query<T>(text)).rows[0];

it('hands the next file a database as the dump left it: rows, seeded rows, ids and settings', async () => {
  const first = await takePglite(runEngineTemplate());
  const fresh = await one<{ services: number; cities: number }>(
    first.pglite,
    'select (select count(*) from services) as services, (select count(*) from cities) as cities',
  );
  await first.pglite.exec(`
    insert into accounts (role, email, password_hash) values ('clients', 'a@example.com', 'x');
    delete from services where service_id = 1;
    insert into cities (name) values ('Multan');
    set statement_timeout = '1234ms';
  `);
  await giveBackPglite(first);

  const second = await takePglite(runEngineTemplate());
  expect(second.pglite).toBe(first.pglite);
  expect(await one(second.pglite, 'select count(*) as n from accounts')).toEqual({ n: 0 });
  expect(
    await one(
      second.pglite,
      'select (select count(*) from services) as services, (select count(*) from cities) as cities',
    ),
  ).toEqual(fresh);
  expect(await one(second.pglite, 'select name from services where service_id = 1')).toEqual({
    name: 'Leak Repair',
  });
  expect(await one(second.pglite, 'show statement_timeout')).toEqual({ statement_timeout: '0' });
  // The first account of every file gets the same id, as on a newly loaded dump.
  expect(
    await one(
      second.pglite,
      `insert into accounts (role, email, password_hash)
       values ('clients', 'b@example.com', 'x') returning id`,
    ),
  ).toEqual({ id: 1 });
  await giveBackPglite(second);
});

it('closes, not reuses, a database whose schema a test changed', async () => {
  const taken = await takePglite(runEngineTemplate());
  await taken.pglite.exec(`create trigger refuse_cities before insert on cities
    for each row execute function suppress_redundant_updates_trigger()`);
  await giveBackPglite(taken);
  expect(taken.pglite.closed).toBe(true);

  const next = await takePglite(runEngineTemplate());
  expect(next.pglite).not.toBe(taken.pglite);
  expect(
    await one(next.pglite, `select count(*) as n from pg_trigger where tgname = 'refuse_cities'`),
  ).toEqual({
    n: 0,
  });
  await giveBackPglite(next);
});
