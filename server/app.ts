import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { healthResponse } from '../contracts/common';
import { ErrorCode } from '../contracts/errors';
import { appSettings } from '../contracts/orders';
import { MAX_IMAGE_BYTES } from '../contracts/providers';
import type { AppInstance } from './app-types';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerApiDocs, serveApiDocs } from './lib/api-docs';
import { publicAccess } from './lib/auth-guard';
import type { Clock } from './lib/clock';
import { installErrorHandler } from './lib/error-handler';
import { recordRoutes } from './lib/route-inventory';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { scheduleInvoices } from './modules/billing/invoice-schedule';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { registerCatalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { registerChatRoutes } from './modules/chat/chat.routes';
import { chatSocketEvents } from './modules/chat/chat.socket';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerProviderRoutes } from './modules/providers/providers.routes';
import { registerRequestRoutes } from './modules/requests/requests.routes';
import { relayThroughRedis } from './realtime/redis-adapter';
import { attachRealtime } from './realtime/socket';
import { registerSocketEvents } from './realtime/socket-events';
import { createServices } from './services';
import { registerWebApp } from './web';

/** Request log lines without secrets: a reset link's token never reaches the log. */
function logRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
    ip: req.ip,
  };
}

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Where "now" comes from; tests pass a fixed one. */
  clock?: Clock;
  /** Run background jobs (invoice generation); the server does, tests call them directly. */
  schedules?: boolean;
};

export async function buildApp({ config, database, clock, schedules = false }: AppDeps) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: logRequest } },
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    // Long path ids reach the route's schema (a 400 from the contract) rather than the router's
    // own 414; a URL that cannot be decoded is a 400 in the API's error shape.
    routerOptions: { maxParamLength: 16 * 1024 },
    frameworkErrors: (_err, _request, reply: FastifyReply) => {
      reply
        .status(400)
        .send({ error: { code: ErrorCode.badRequest, message: 'The URL is not valid.' } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // The admin previews a PDF proof, fetched with the token, from a blob URL.
        'frame-src': ["'self'", 'blob:'],
        // Served over plain HTTP on a LAN address, upgrading would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain HTTP; sent only where the site is served over HTTPS.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? undefined : false,
  });

  const services = createServices({ config, db: database.db, log: app.log, clock });
  const { authenticate } = services.auth;

  // Files are read part by part; one file of at most 5 MB per request, a few short fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });

  const routes = recordRoutes(app);
  await registerApiDocs(app);
  await app.register(
    async (api: AppInstance) => {
      serveApiDocs(api, app);
      api.get(
        '/health',
        { ...publicAccess(), schema: { response: { 200: healthResponse } } },
        async () => {
          await database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
          return { status: 'ok' as const, database: database.engine };
        },
      );
      registerCatalogRoutes(api, services.catalog);
      registerAuthRoutes(api, services.auth);
      registerProviderRoutes(api, services.providers);
      registerCatalogAdminRoutes(api, services.catalogAdmin);
      registerRequestRoutes(api, services.requests);
      registerChatRoutes(api, services.chat);
      registerNotificationRoutes(api, services.notifications);
      registerOrderRoutes(api, services.orders);
      registerBillingRoutes(api, services.billing);
      api.get(
        '/settings',
        { ...publicAccess(), schema: { response: { 200: appSettings } } },
        () => ({
          currency: config.currency,
        }),
      );
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, {
    clientDir: config.clientDir,
    uploadedImagesDir: path.join(config.dataDir, 'images'),
  });

  const socketEvents = chatSocketEvents({ ...services.chat, log: app.log });
  const io = attachRealtime(app.server, authenticate, (socket, actor) =>
    registerSocketEvents(socket, actor, socketEvents, app.log),
  );
  services.broadcaster.attach(io);
  const closeRedis = config.redisUrl ? relayThroughRedis(io, config.redisUrl, app.log) : null;
  const stopInvoices = schedules ? scheduleInvoices(services.billing.billing, app.log) : null;
  // On close, sockets go first: an open WebSocket would hold the HTTP server open. Their
  // transports are cut (not a server 'disconnect'), so browsers reconnect, to this node once
  // it is back or to another behind the balancer, and catch up on what they missed.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    stopInvoices?.();
    io.engine.close();
  });
  // A request still in flight when closing starts is answered, then its connection is closed
  // rather than left idle in keep-alive (which would hold the stop for seconds).
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await io.close();
    await closeRedis?.();
  });

  return Object.assign(app, { routes, socketEvents });
}
