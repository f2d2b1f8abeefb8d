import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '#contracts/errors';
import { LANGUAGE_PARAM } from '#contracts/rendered-pages';
import type { Language } from '#locales/languages';
import { publicAccess } from '../../lib/auth-guard';
import { AppError, tooManyAttempts } from '../../lib/errors';
import { textOf } from '../../lib/i18n';
import type { Limiter } from '../../lib/limiter';
import type { ProfileService } from '../providers/profile.service';
import type { PublicPageService } from '../providers/public-page.service';
import type { PreviewCache } from './preview-cache';
import { previewVersion, renderProviderPreview, renderSitePreview } from './preview-image';
import { robotsTxt, SITEMAP_NAME, type SitemapKind, type Sitemaps } from './sitemap';

type Deps = {
  publicUrl: string;
  /** The public reads' brake per address (a preview is drawn, a sitemap page may be long). */
  publicReads: Limiter;
  sitemaps: Sitemaps;
  publicPages: Pick<PublicPageService, 'page'>;
  profiles: Pick<ProfileService, 'image'>;
  previews: PreviewCache;
};

/** Sitemaps change with the catalog and providers: crawlers may keep them an hour. */
const SITEMAP_CACHE = 'public, max-age=3600';
/** A versioned preview is the same image for as long as its address stays current. */
const PREVIEW_CACHE = { current: 'public, max-age=604800', other: 'public, max-age=300' };

const notFoundBody = (what: string) => ({
  error: { code: ErrorCode.notFound, message: `No ${what}` },
});

const languageOf = (query: unknown): Language =>
  (query as Record<string, unknown>)?.[LANGUAGE_PARAM] === 'ur' ? 'ur' : 'en';

const sendPng = (reply: FastifyReply, png: Buffer, cache: string) =>
  reply.type('image/png').header('cache-control', cache).send(png);

/**
 * The files search engines and link previews read (decision 0095), outside the API: the
 * robots rules, the sitemap index and its pages, and the preview images.
 */
export function registerSiteFileRoutes(app: FastifyInstance, d: Deps): void {
  const brake = async (req: { ip: string }) => {
    const wait = await d.publicReads.take(req.ip);
    if (wait > 0) throw tooManyAttempts(wait, 'errors.codes.rate_limited');
  };
  app.get('/robots.txt', { ...publicAccess(), schema: { hide: true } }, (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(robotsTxt(d.publicUrl)),
  );

  app.get(
    '/sitemap.xml',
    { ...publicAccess(), preHandler: brake, schema: { hide: true } },
    async (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE)
        .send(await d.sitemaps.index()),
  );

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { ...publicAccess(), preHandler: brake, schema: { hide: true } },
    async (req, reply) => {
      const match = SITEMAP_NAME.exec(req.params.name);
      const page = match && (await d.sitemaps.page(match[1] as SitemapKind, Number(match[2])));
      if (!page) return reply.status(404).send(notFoundBody('such sitemap'));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE)
        .send(page);
    },
  );

  app.get('/og/site.png', { ...publicAccess(), schema: { hide: true } }, async (_req, reply) => {
    // One image for both languages: the brand in its own (Latin) letters.
    const png = await d.previews.get('site', () =>
      renderSitePreview(textOf('en', 'seo.image.tagline')),
    );
    return sendPng(reply, png, 'public, max-age=86400');
  });

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/og/providers/:file',
    { ...publicAccess(), preHandler: brake, schema: { hide: true } },
    async (req, reply) => {
      const spId = Number(/^(\d{1,10})\.png$/.exec(req.params.file)?.[1]);
      if (!(spId > 0 && spId <= 2_147_483_647)) {
        return reply.status(404).send(notFoundBody('such preview'));
      }
      const language = languageOf(req.query);
      let page: Awaited<ReturnType<Deps['publicPages']['page']>>;
      try {
        page = await d.publicPages.page(spId, language);
      } catch (err) {
        if (err instanceof AppError && err.status === 404) {
          return reply.status(404).send(notFoundBody('such provider'));
        }
        throw err;
      }
      const version = previewVersion(page);
      const png = await d.previews.get(`provider:${spId}:${version}`, async () => {
        const photo = page.photo ? (await d.profiles.image(spId).catch(() => null))?.bytes : null;
        return renderProviderPreview(page, photo ?? null);
      });
      const current = req.query.v === version;
      return sendPng(reply, png, current ? PREVIEW_CACHE.current : PREVIEW_CACHE.other);
    },
  );
}
