import {
  adminIdCheckList,
  idCheckDecision,
  idCheckImageParams,
  idCheckParams,
  MAX_ID_IMAGE_BYTES,
  ownIdCheck,
} from '#contracts/id-checks';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { readMultipartFiles } from '../../lib/multipart';
import type { Authenticate } from '../auth/authenticator';
import type { IdChecksService } from './id-checks.service';

type Deps = { authenticate: Authenticate; idChecks: IdChecksService };

/**
 * CNIC checks (decision 0066): the provider sends and follows its own; only admins see the
 * queue and the images, which are never cached and never public.
 */
export function registerIdCheckRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/service-provider/id-check',
    { ...access.providers(), schema: { response: { 200: ownIdCheck } } },
    (req) => d.idChecks.own(actorOf(req).id),
  );

  app.post(
    '/service-provider/id-check',
    {
      ...access.providers({ multipart: true, budget: 'uploads' }),
      schema: { response: { 200: ownIdCheck } },
    },
    async (req) => {
      const { files } = await readMultipartFiles(req, {
        fileFields: ['front', 'back'],
        allowed: ['jpeg', 'png', 'webp'],
        maxBytes: MAX_ID_IMAGE_BYTES,
      });
      return d.idChecks.submit(actorOf(req).id, { front: files.front, back: files.back });
    },
  );

  app.get(
    '/admin/id-checks',
    { ...access.admin(), schema: { response: { 200: adminIdCheckList } } },
    () => d.idChecks.queue(),
  );

  app.get(
    '/admin/id-checks/:checkId/:side',
    { ...access.admin({ file: true }), schema: { params: idCheckImageParams } },
    async (req, reply) => {
      const image = await d.idChecks.image(req.params.checkId, req.params.side, actorOf(req));
      return reply
        .type(image.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );

  app.post(
    '/admin/id-checks/:checkId/decision',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: idCheckParams, body: idCheckDecision, response: { 200: ownIdCheck } },
    },
    (req) => d.idChecks.decide(req.params.checkId, req.body, actorOf(req)),
  );
}
