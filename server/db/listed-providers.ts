import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { notSuspended } from './suspensions';

/**
 * The providers the directory lists, the one rule of its public photo, public page and
 * sitemaps: active, not suspended (decision 0068), and offering an available service clients
 * can see. Their ids, to narrow further (`sp.sp_id`).
 */
export function listedProviders(db: Kysely<Database>) {
  return db
    .selectFrom('service_providers as sp')
    .select('sp.sp_id')
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
    );
}
