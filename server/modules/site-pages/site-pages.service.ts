import type { Kysely } from 'kysely';
import type { SitePage, SitePageSlug } from '#contracts/site-pages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DEFAULT_PAGES, PAGE_TITLES } from './default-pages';
import * as repo from './site-pages.repo';

/** The trust pages: the admin's text, or the default until there is one. */
export function createSitePagesService(db: Kysely<Database>, clock: Clock) {
  async function page(slug: SitePageSlug): Promise<SitePage> {
    const saved = await repo.findPage(db, slug);
    return {
      slug,
      title: PAGE_TITLES[slug],
      body: saved?.body ?? DEFAULT_PAGES[slug],
      updated_at: saved ? saved.updated_at.getTime() : null,
    };
  }

  return {
    page,

    async save(slug: SitePageSlug, body: string): Promise<SitePage> {
      await repo.savePage(db, slug, body, clock());
      return page(slug);
    },

    /** Back to the default text. */
    async reset(slug: SitePageSlug): Promise<SitePage> {
      await repo.removePage(db, slug);
      return page(slug);
    },
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
