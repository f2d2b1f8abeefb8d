import type { Kysely } from 'kysely';
import type { SitePage, SitePageSlug } from '#contracts/site-pages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import { DEFAULT_PAGES, PAGE_TITLES } from './default-pages';
import * as repo from './site-pages.repo';

/** The trust pages: the admin's text, or the default until there is one. */
export function createSitePagesService(db: Kysely<Database>, clock: Clock, audit: AuditRecorder) {
  async function page(slug: SitePageSlug, executor: Kysely<Database> = db): Promise<SitePage> {
    const saved = await repo.findPage(executor, slug);
    return {
      slug,
      title: PAGE_TITLES[slug],
      body: saved?.body ?? DEFAULT_PAGES[slug],
      updated_at: saved ? saved.updated_at.getTime() : null,
    };
  }

  /** The admin's text before a change (null: the default showed), for the audit log. */
  const savedBody = async (trx: Kysely<Database>, slug: SitePageSlug) =>
    (await repo.findPage(trx, slug))?.body ?? null;

  return {
    page,

    async save(slug: SitePageSlug, body: string, by: AuditActor): Promise<SitePage> {
      return db.transaction().execute(async (trx) => {
        const before = await savedBody(trx, slug);
        await repo.savePage(trx, slug, body, clock());
        await audit.record(trx, by, {
          action: 'site-page.save',
          target: { entity: 'site_page', id: slug },
          before: { body: before },
          after: { body },
        });
        return page(slug, trx);
      });
    },

    /** Back to the default text. */
    async reset(slug: SitePageSlug, by: AuditActor): Promise<SitePage> {
      return db.transaction().execute(async (trx) => {
        const before = await savedBody(trx, slug);
        await repo.removePage(trx, slug);
        await audit.record(trx, by, {
          action: 'site-page.reset',
          target: { entity: 'site_page', id: slug },
          before: { body: before },
          after: { body: null },
        });
        return page(slug, trx);
      });
    },
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
