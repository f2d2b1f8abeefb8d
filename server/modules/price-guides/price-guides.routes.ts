import { errorBody } from '#contracts/errors';
import { priceGuideList, priceGuideQuery } from '#contracts/price-guides';
import type { AppInstance } from '../../app-types';
import { publicAccess } from '../../lib/auth-guard';
import type { PriceGuidesService } from './price-guides.service';

type Deps = { priceGuides: PriceGuidesService };

/** What prices were accepted, in ranges over many orders: public, as the provider pages are. */
export function registerPriceGuideRoutes(app: AppInstance, d: Deps): void {
  app.get(
    '/price-guides',
    {
      ...publicAccess(),
      schema: { querystring: priceGuideQuery, response: { 200: priceGuideList, 400: errorBody } },
    },
    (req) => d.priceGuides.guides(req.query),
  );
}
