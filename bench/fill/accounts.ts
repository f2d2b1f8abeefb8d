/**
 * Accounts: the probes (ids 1-25), then the providers (from 101) and the clients. Provider n
 * works in city n % ncity and offers three consecutive services of one category; a client is
 * at home in city j % ncity and deals with a few providers of its city (see requests.ts).
 */
import { sql } from 'kysely';
import { probeAccounts, probeProviders } from './probes';
import { pick } from './setup';
import type { Step } from './step';
import { firstNames, lastNames, streets } from './texts';

export function accountSteps(passwordHash: string): Step[] {
  return [
    {
      table: 'accounts',
      async run(db) {
        const probes = await db
          .insertInto('accounts')
          .values(
            probeAccounts.map((p) => ({
              id: p.id,
              role: p.role,
              email: p.email,
              password_hash: passwordHash,
              created_at: sql<Date>`(select now from gen.params) - interval '800 days'`,
            })),
          )
          .executeTakeFirst();
        const rest =
          await sql`insert into accounts (id, role, email, password_hash, last_login_at, created_at)
          select 101 + n, 'serviceproviders', 'sp' || n || '@bench.example', ${passwordHash},
            p.now - gen.r(n, 1) * interval '60 days',
            p.now - interval '760 days' + gen.r(n, 2) * interval '25 days'
          from gen.params p, generate_series(0, p.providers - 1) n
          union all
          select 101 + p.providers + j, 'clients', 'client' || j || '@bench.example', ${passwordHash},
            p.now - gen.r(j, 3) * interval '60 days',
            p.now - interval '760 days' + gen.r(j, 4) * interval '25 days'
          from gen.params p, generate_series(0, p.clients - 1) j
          order by 1`.execute(db);
        await sql`select setval(pg_get_serial_sequence('accounts', 'id'), max(id)) from accounts`.execute(
          db,
        );
        return Number(probes.numInsertedOrUpdatedRows) + Number(rest.numAffectedRows);
      },
    },
    {
      table: 'clients',
      async run(db) {
        const id = sql`a.id`;
        const res = await sql`insert into clients (client_id, name, terms_accepted_at)
          select a.id, ${pick(firstNames, id, 5)} || ' ' || ${pick(lastNames, id, 6)}, a.created_at
          from accounts a where a.role = 'clients' order by a.id`.execute(db);
        return res.numAffectedRows;
      },
    },
    {
      table: 'service_providers',
      async run(db) {
        // gen.sp: where each provider works (the generated ones, then the probes).
        await sql`create table gen.sp as
          select 101 + n as sp_id, n % ncity as city_idx, (n / ncity) % ncat as cat,
            (n / (ncity * ncat)) % nsvc as o0
          from gen.params, generate_series(0, providers - 1) n`.execute(db);
        for (const { spId, cat } of probeProviders) {
          await sql`insert into gen.sp values (${spId}, 0, ${cat}, 0)`.execute(db);
        }
        const id = sql`a.id`;
        const res = await sql`insert into service_providers (sp_id, first_name, last_name, phone,
            address, city_id, gender, dob, terms_accepted_at)
          select a.id, ${pick(firstNames, id, 7)}, ${pick(lastNames, id, 8)},
            '0300' || lpad((a.id % 10000000)::text, 7, '0'),
            (1 + a.id % 200) || ' ' || ${pick(streets, id, 9)}, c.city_id,
            (array['female', 'male', 'other'])[1 + floor(gen.r(a.id, 10) * 3)::int],
            (date '1970-01-01' + floor(gen.r(a.id, 11) * 12000)::int), a.created_at
          from gen.sp s join accounts a on a.id = s.sp_id join gen.city c on c.idx = s.city_idx
          order by a.id`.execute(db);
        return res.numAffectedRows;
      },
    },
    {
      table: 'provider_services',
      async run(db) {
        const res =
          await sql`insert into provider_services (sp_id, service_id, available, created_at)
          select s.sp_id, v.service_id, true, a.created_at
          from gen.sp s cross join generate_series(0, 2) d
          join gen.params p on true
          join gen.svc v on v.cat = s.cat and v.off = (s.o0 + d) % p.nsvc
          join accounts a on a.id = s.sp_id
          order by s.sp_id, v.service_id`.execute(db);
        return res.numAffectedRows;
      },
    },
  ];
}
