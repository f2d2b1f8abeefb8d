import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notSuspended } from '../../db/suspensions';

type Db = Kysely<Database>;

/** The highest provider id: how many id ranges the providers' sitemaps cover. */
export async function highestProviderId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('service_providers')
    .select((eb) => eb.fn.max('sp_id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

/**
 * The listed providers (the directory's rule, `isListed`) with ids in [from, to]: a range of
 * the primary key, so a sitemap page costs its range whatever page it is (no OFFSET).
 */
export async function listedProvidersBetween(db: Db, from: number, to: number) {
  const rows = await db
    .selectFrom('service_providers as sp')
    .select('sp.sp_id')
    .where('sp.sp_id', '>=', from)
    .where('sp.sp_id', '<=', to)
    .where('sp.status', '=', 'active')
    .where(notSuspended('sp.sp_id'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('provider_services as ps')
          .innerJoin('services as s', 's.service_id', 'ps.service_id')
          .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
          .select(sql<number>`1`.as('one'))
          .whereRef('ps.sp_id', '=', 'sp.sp_id')
          .where('ps.available', '=', true)
          .where('s.status', '=', 'active')
          .where('cat.status', '=', 'active'),
      ),
    )
    .orderBy('sp.sp_id')
    .execute();
  return rows.map((r) => r.sp_id);
}
