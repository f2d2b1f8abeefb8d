import { z } from 'zod';
import { cursorPage, cursorQuery } from '#contracts/common';
import {
  dispute,
  disputeCase,
  disputeCaseQuery,
  disputeDetail,
  disputeIdParams,
  MAX_DISPUTE_FILE_BYTES,
  openDisputeFields,
  resolveDisputeRequest,
  statementRequest,
} from '#contracts/disputes';
import { orderIdParams } from '#contracts/orders';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import { sendPrivateFile } from '../../lib/private-file-reply';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { DisputesService } from './disputes.service';

type Deps = { authenticate: Authenticate; disputes: DisputesService };

/** Disputes: the parties open them and add statements; the admin lists and resolves them. */
export function registerDisputeRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const admin = access.admin();

  app.post(
    '/orders/:requestId/disputes',
    {
      ...access.users({ multipart: true, budget: 'dispute-openings' }),
      schema: { params: orderIdParams, response: { 200: dispute } },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req, {
        fileField: 'evidence',
        allowed: ['jpeg', 'png', 'webp', 'pdf'],
        maxBytes: MAX_DISPUTE_FILE_BYTES,
      });
      const { reason } = parseFields(openDisputeFields, fields);
      return d.disputes.open(actorOf(req), req.params.requestId, reason, file);
    },
  );

  app.get(
    '/orders/:requestId/disputes',
    {
      ...access.signedIn(),
      schema: { params: orderIdParams, response: { 200: z.array(dispute) } },
    },
    (req) => d.disputes.ofOrder(actorOf(req), req.params.requestId),
  );

  app.post(
    '/disputes/:disputeId/statements',
    {
      ...access.users({ budget: 'dispute-statements' }),
      schema: { params: disputeIdParams, body: statementRequest, response: { 200: dispute } },
    },
    (req) => d.disputes.addStatement(actorOf(req), req.params.disputeId, req.body.text),
  );

  app.get(
    '/disputes/:disputeId/evidence',
    { ...access.signedIn({ file: true }), schema: { params: disputeIdParams } },
    async (req, reply) =>
      sendPrivateFile(reply, await d.disputes.evidence(actorOf(req), req.params.disputeId)),
  );

  app.get(
    '/admin/disputes',
    {
      ...admin,
      schema: { querystring: disputeCaseQuery, response: { 200: cursorPage(disputeCase) } },
    },
    (req) => d.disputes.cases(req.query, readerLanguage(req)),
  );

  app.get(
    '/admin/stale-orders',
    { ...admin, schema: { querystring: cursorQuery, response: { 200: cursorPage(disputeCase) } } },
    (req) => d.disputes.stale(req.query, readerLanguage(req)),
  );

  app.get(
    '/admin/disputes/:disputeId',
    { ...admin, schema: { params: disputeIdParams, response: { 200: disputeDetail } } },
    (req) => d.disputes.detail(req.params.disputeId, readerLanguage(req)),
  );

  app.post(
    '/admin/disputes/:disputeId/resolve',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: disputeIdParams, body: resolveDisputeRequest, response: { 200: dispute } },
    },
    (req) => d.disputes.resolve(req.params.disputeId, req.body, actorOf(req)),
  );

  app.post(
    '/admin/orders/:requestId/resolve',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: orderIdParams, body: resolveDisputeRequest, response: { 200: dispute } },
    },
    (req) => d.disputes.resolveStale(req.params.requestId, req.body, actorOf(req)),
  );
}
