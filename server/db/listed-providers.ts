import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { notSuspended } from './suspensions';

/** A query that holds the provider as `sp`. */
type WithProvider = Database & { sp: Database['service_providers'] };

/**
 * THE rule of which providers the directory lists, the one rule of its list, public photo,
 * public page and sitemaps: active, not suspended (decision 0068), and offering an available
 * service clients can see (one probe of the provider's services). A condition on `sp`.
 */
export function isListedProvider(eb: ExpressionBuilder<WithProvider, 'sp'>) {
  return eb.and([
    eb('sp.status', '=', 'active'),
    notSuspended('sp.sp_id'),
    eb.exists(
      eb
        .selectFrom('provider_services as ps')
        .innerJoin('services as s', 's.service_id', 'ps.service_id')
        .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
        .select(sql<number>`1`.as('one'))
        .whereRef('ps.sp_id', '=', 'sp.sp_id')
        .where('ps.available', '=', true)
        .where('s.status', '=', 'active')
        .where('cat.status', '=', 'active'),
    ),
  ]);
}

/** The ids of the providers the directory lists (`isListedProvider`), to narrow further (`sp.sp_id`). */
export function listedProviders(db: Kysely<Database>) {
  return db.selectFrom('service_providers as sp').select('sp.sp_id').where(isListedProvider);
}
