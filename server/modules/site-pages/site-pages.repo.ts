import type { Kysely } from 'kysely';
import type { SitePageSlug } from '#contracts/site-pages';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function findPage(db: Db, slug: SitePageSlug) {
  return db
    .selectFrom('site_pages')
    .select(['body', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function savePage(db: Db, slug: SitePageSlug, body: string, at: Date) {
  await db
    .insertInto('site_pages')
    .values({ slug, body, updated_at: at })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ body, updated_at: at }))
    .execute();
}

export async function removePage(db: Db, slug: SitePageSlug) {
  await db.deleteFrom('site_pages').where('slug', '=', slug).execute();
}
