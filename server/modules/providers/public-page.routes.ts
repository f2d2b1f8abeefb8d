import { cursorQuery } from '#contracts/common';
import { errorBody } from '#contracts/errors';
import { spIdParams } from '#contracts/providers';
import { publicProviderPage, publicReviewPage } from '#contracts/public-providers';
import type { AppInstance } from '../../app-types';
import { publicAccess } from '../../lib/auth-guard';
import { tooManyAttempts } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { readerLanguage } from '../../lib/reader-language';
import type { PublicPageService } from './public-page.service';

type Deps = { publicPages: PublicPageService; publicReads: Limiter };

/**
 * The provider's public page (issue 28 item 1, decision 0065): anyone may read it, so its
 * reads are braked per address (a scraper walking every id gets 429 with Retry-After).
 */
export function registerPublicPageRoutes(app: AppInstance, d: Deps): void {
  const brake = async (req: { ip: string }) => {
    const wait = await d.publicReads.take(req.ip);
    if (wait > 0) throw tooManyAttempts(wait, 'errors.codes.rate_limited');
  };

  app.get(
    '/public/providers/:spId',
    {
      ...publicAccess(),
      preHandler: brake,
      schema: { params: spIdParams, response: { 200: publicProviderPage, 429: errorBody } },
    },
    (req) => d.publicPages.page(req.params.spId, readerLanguage(req)),
  );

  app.get(
    '/public/providers/:spId/reviews',
    {
      ...publicAccess(),
      preHandler: brake,
      schema: {
        params: spIdParams,
        querystring: cursorQuery,
        response: { 200: publicReviewPage, 429: errorBody },
      },
    },
    (req) => d.publicPages.reviews(req.params.spId, req.query, readerLanguage(req)),
  );
}
