import { errorBody } from '#contracts/errors';
import {
  serviceCatalogPage,
  serviceCityPage,
  serviceCityParams,
  serviceCityQuery,
  servicePage,
  serviceParams,
} from '#contracts/landing-pages';
import type { AppInstance } from '../../app-types';
import { publicAccess } from '../../lib/auth-guard';
import { tooManyAttempts } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { readerLanguage } from '../../lib/reader-language';
import type { LandingPagesService } from './landing.service';

type Deps = { landing: LandingPagesService; publicReads: Limiter };

/**
 * The landing pages' reads (decision 0094): anyone may read them, braked per address like the
 * provider's public page (a scraper walking every service and city gets 429).
 */
export function registerLandingRoutes(app: AppInstance, d: Deps): void {
  const brake = async (req: { ip: string }) => {
    const wait = await d.publicReads.take(req.ip);
    if (wait > 0) throw tooManyAttempts(wait, 'errors.codes.rate_limited');
  };
  const failures = { 400: errorBody, 404: errorBody, 429: errorBody };

  app.get(
    '/public/services',
    {
      ...publicAccess(),
      preHandler: brake,
      schema: { response: { 200: serviceCatalogPage, 429: errorBody } },
    },
    (req) => d.landing.catalog(readerLanguage(req)),
  );

  app.get(
    '/public/services/:service',
    {
      ...publicAccess(),
      preHandler: brake,
      schema: { params: serviceParams, response: { 200: servicePage, ...failures } },
    },
    (req) => d.landing.service(req.params.service.id, readerLanguage(req)),
  );

  app.get(
    '/public/services/:service/:city',
    {
      ...publicAccess(),
      preHandler: brake,
      schema: {
        params: serviceCityParams,
        querystring: serviceCityQuery,
        response: { 200: serviceCityPage, ...failures },
      },
    },
    (req) =>
      d.landing.serviceCity(
        req.params.service.id,
        req.params.city.id,
        req.query,
        readerLanguage(req),
      ),
  );
}
