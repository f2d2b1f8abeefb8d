import {
  MAX_PORTFOLIO_BYTES,
  portfolio,
  portfolioImageParams,
  portfolioOrderRequest,
  portfolioPhotoParams,
  portfolioUploadFields,
} from '#contracts/portfolio';
import { spIdParams } from '#contracts/providers';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import type { Authenticate } from '../auth/authenticator';
import type { PortfolioService } from './portfolio.service';

type Deps = { authenticate: Authenticate; portfolio: PortfolioService };

/** Served for an hour: a photo's images never change (a new upload is a new photo). */
const IMAGE_CACHE = 'public, max-age=3600';

export function registerPortfolioRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/service-provider/portfolio',
    { ...access.providers(), schema: { response: { 200: portfolio } } },
    (req) => d.portfolio.own(actorOf(req).id),
  );

  app.post(
    '/service-provider/portfolio',
    {
      ...access.providers({ multipart: true, budget: 'uploads' }),
      schema: { response: { 200: portfolio } },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req, {
        fileField: 'photo',
        allowed: ['jpeg', 'png', 'webp'],
        maxBytes: MAX_PORTFOLIO_BYTES,
      });
      const { caption } = parseFields(portfolioUploadFields, fields);
      return d.portfolio.add(actorOf(req).id, caption, file);
    },
  );

  app.put(
    '/service-provider/portfolio/order',
    {
      ...access.providers({ budget: 'own' }),
      schema: { body: portfolioOrderRequest, response: { 200: portfolio } },
    },
    (req) => d.portfolio.reorder(actorOf(req).id, req.body.photo_ids),
  );

  app.delete(
    '/service-provider/portfolio/:photoId',
    {
      ...access.providers({ budget: 'own' }),
      schema: { params: portfolioPhotoParams, response: { 200: portfolio } },
    },
    (req) => d.portfolio.remove(actorOf(req).id, req.params.photoId),
  );

  // Public, as the directory's photos are: the provider's public page (issue 28) shows them.
  app.get(
    '/providers/:spId/portfolio',
    { ...access.public(), schema: { params: spIdParams, response: { 200: portfolio } } },
    (req) => d.portfolio.ofProvider(req.params.spId),
  );

  app.get(
    '/providers/:spId/portfolio/:photoId/:size',
    { ...access.public({ file: true }), schema: { params: portfolioImageParams } },
    async (req, reply) => {
      const { spId, photoId, size } = req.params;
      const image = await d.portfolio.image(spId, photoId, size);
      return reply
        .type(image.mime)
        .header('cache-control', IMAGE_CACHE)
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
}
