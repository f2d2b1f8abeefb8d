import { z } from 'zod';
import {
  clientIdParams,
  feedbackRequest,
  order,
  orderCounts,
  orderIdParams,
  orderListQuery,
  orderPage,
  orderStatusChange,
  providerSummary,
  reviewReplyRequest,
  spIdOrderParams,
} from '#contracts/orders';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { OrdersService } from './orders.service';
import type { SummaryService } from './summary.service';

type Deps = { authenticate: Authenticate; orders: OrdersService; summary: SummaryService };

export function registerOrderRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const client = access.clients();
  const provider = access.providers();
  const either = access.users();

  app.get(
    '/client/orders/:clientId',
    { ...client, schema: { params: clientIdParams, response: { 200: z.array(order) } } },
    (req) => d.orders.clientOrders(actorOf(req), req.params.clientId, readerLanguage(req)),
  );

  app.get(
    '/orders',
    { ...either, schema: { querystring: orderListQuery, response: { 200: orderPage } } },
    (req) => d.orders.list(actorOf(req), req.query, readerLanguage(req)),
  );

  app.get('/orders/counts', { ...either, schema: { response: { 200: orderCounts } } }, (req) =>
    d.orders.counts(actorOf(req)),
  );

  app.get(
    '/orders/:requestId',
    { ...either, schema: { params: orderIdParams, response: { 200: order } } },
    (req) => d.orders.one(actorOf(req), req.params.requestId, readerLanguage(req)),
  );

  app.put(
    '/client/orders/:requestId',
    {
      ...access.users({ budget: 'answers-once' }),
      schema: { params: orderIdParams, body: orderStatusChange, response: { 200: order } },
    },
    (req) => d.orders.changeStatus(actorOf(req), req.params.requestId, req.body),
  );

  app.post(
    '/client/feedback',
    {
      ...access.clients({ budget: 'reviews' }),
      schema: { body: feedbackRequest, response: { 200: order } },
    },
    (req) => d.orders.feedback(actorOf(req), req.body),
  );

  app.get(
    '/sp/orders/:spId',
    { ...provider, schema: { params: spIdOrderParams, response: { 200: z.array(order) } } },
    (req) => d.orders.providerOrders(actorOf(req), req.params.spId, readerLanguage(req)),
  );

  app.post(
    '/sp/reviews/:requestId/reply',
    {
      ...access.providers({ budget: 'review-replies' }),
      schema: { params: orderIdParams, body: reviewReplyRequest, response: { 200: order } },
    },
    (req) => d.orders.replyToReview(actorOf(req), req.params.requestId, req.body),
  );

  app.get(
    '/sp/summary/:spId',
    { ...provider, schema: { params: spIdOrderParams, response: { 200: providerSummary } } },
    (req) => d.summary.summary(actorOf(req), req.params.spId),
  );
}
