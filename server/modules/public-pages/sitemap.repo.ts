import type { Kysely } from 'kysely';
import { listedProviders } from '../../db/listed-providers';
import type { Database } from '../../db/schema';

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
 * The listed providers (the directory's rule, `listedProviders`) with ids in [from, to]: a
 * range of the primary key, so a sitemap page costs its range whatever page it is (no OFFSET).
 */
export async function listedProvidersBetween(db: Db, from: number, to: number) {
  const rows = await listedProviders(db)
    .where('sp.sp_id', '>=', from)
    .where('sp.sp_id', '<=', to)
    .orderBy('sp.sp_id')
    .execute();
  return rows.map((r) => r.sp_id);
}
