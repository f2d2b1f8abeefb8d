import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  category,
  categoryIdParams,
  city,
  offeredService,
  service,
  serviceName,
  serviceNameQuery,
  servicesParams,
} from '#contracts/catalog';
import type { AppInstance } from '../../app-types';
import { publicAccess } from '../../lib/auth-guard';
import type { CachedJson } from '../../lib/json-cache';
import { readerLanguage } from '../../lib/reader-language';
import type { CatalogService } from './catalog.service';

/**
 * Answers a kept JSON body with its ETag: a browser that has it gets 304 and no body. `no-cache`
 * makes browsers ask each time, so an admin's change shows at once.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'no-cache')
    // Added to what is there: with ALLOWED_ORIGINS the CORS hook varies by Origin already.
    .header('vary', [reply.getHeader('vary'), 'accept-language'].filter(Boolean).join(', '));
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

export function registerCatalogRoutes(app: AppInstance, catalog: CatalogService): void {
  const open = publicAccess();
  app.get(
    '/cities',
    { ...open, schema: { response: { 200: z.array(city) } } },
    async (req, reply) => sendCached(req, reply, await catalog.cached.cities(readerLanguage(req))),
  );

  app.get(
    '/categories',
    { ...open, schema: { response: { 200: z.array(category) } } },
    async (req, reply) =>
      sendCached(req, reply, await catalog.cached.categories(readerLanguage(req))),
  );

  app.get(
    '/activeServices',
    { ...open, schema: { response: { 200: z.array(offeredService) } } },
    async (req, reply) =>
      sendCached(req, reply, await catalog.cached.offerableServices(readerLanguage(req))),
  );

  app.get(
    '/categories/:id',
    { ...open, schema: { params: categoryIdParams, response: { 200: category } } },
    async (req, reply) =>
      sendCached(req, reply, await catalog.cached.category(req.params.id, readerLanguage(req))),
  );

  app.get(
    '/services/:categoryId',
    { ...open, schema: { params: servicesParams, response: { 200: z.array(service) } } },
    async (req, reply) =>
      sendCached(
        req,
        reply,
        await catalog.cached.services(req.params.categoryId, readerLanguage(req)),
      ),
  );

  app.get(
    '/getServiceName',
    { ...open, schema: { querystring: serviceNameQuery, response: { 200: serviceName } } },
    (req) => catalog.activeServiceName(req.query.service_id, readerLanguage(req)),
  );
}
