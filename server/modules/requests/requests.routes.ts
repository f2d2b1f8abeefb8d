import { z } from 'zod';
import { messageResponse } from '#contracts/auth';
import { cursorQuery } from '#contracts/common';
import { MAX_IMAGE_BYTES } from '#contracts/providers';
import {
  feedPage,
  feedQuery,
  newRequestHeaders,
  pendingRequest,
  pendingRequestPage,
  providerIdParams,
  requestIdParams,
  SPEC_PENDING_REQUESTS_PAGE,
  serviceRequestCreated,
  serviceRequestForm,
  uploadImageFields,
} from '#contracts/requests';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import { sendPrivateFile } from '../../lib/private-file-reply';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { RequestsService } from './requests.service';

type Deps = { authenticate: Authenticate; requests: RequestsService };

export function registerRequestRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const provider = access.providers();

  app.post(
    '/servicerequestform',
    {
      ...access.clients({ budget: 'service-requests' }),
      schema: {
        headers: newRequestHeaders,
        body: serviceRequestForm,
        response: { 200: serviceRequestCreated },
      },
    },
    (req) =>
      d.requests.create(
        actorOf(req).id,
        req.body,
        req.headers['idempotency-key'],
        req.headers['x-image-follows'] === '1',
      ),
  );

  app.post(
    '/servicerequestform/uploadImage',
    {
      ...access.clients({ multipart: true, budget: 'uploads' }),
      schema: { response: { 200: messageResponse } },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req, {
        fileField: 'requestImg',
        allowed: ['jpeg', 'png', 'webp'],
        maxBytes: MAX_IMAGE_BYTES,
      });
      const { insertID } = parseFields(uploadImageFields, fields);
      return d.requests.attachImage(actorOf(req).id, insertID, file);
    },
  );

  app.get(
    '/servicerequestform/image/:requestId',
    { ...access.signedIn({ file: true }), schema: { params: requestIdParams } },
    async (req, reply) => {
      const image = await d.requests.image(actorOf(req), req.params.requestId);
      return sendPrivateFile(reply, image);
    },
  );

  app.get(
    '/getRequests/:providerId',
    {
      ...provider,
      schema: { params: providerIdParams, querystring: feedQuery, response: { 200: feedPage } },
    },
    (req) => d.requests.feed(actorOf(req), req.params.providerId, req.query, readerLanguage(req)),
  );

  app.post(
    '/getPendingRequestofClient',
    {
      ...access.clients({ noBody: true, budget: 'own' }),
      schema: { response: { 200: z.array(pendingRequest) } },
    },
    async (req) =>
      (
        await d.requests.pendingOfClient(
          actorOf(req).id,
          { limit: SPEC_PENDING_REQUESTS_PAGE },
          readerLanguage(req),
        )
      ).items,
  );

  app.get(
    '/requests/pending',
    {
      ...access.clients(),
      schema: { querystring: cursorQuery, response: { 200: pendingRequestPage } },
    },
    (req) => d.requests.pendingOfClient(actorOf(req).id, req.query, readerLanguage(req)),
  );
}
