import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '#contracts/common';
import { ErrorCode } from '#contracts/errors';
import { MAX_IMAGE_BYTES } from '#contracts/providers';
import { registerModuleRoutes } from './api-routes';
import { appJobs } from './app-jobs';
import type { AppInstance } from './app-types';
import type { Config } from './config';
import { type DatabaseHandle, poolStats } from './db/client';
import { registerApiDocs, serveApiDocs } from './lib/api-docs';
import { publicAccess } from './lib/auth-guard';
import type { Clock } from './lib/clock';
import { installErrorHandler } from './lib/error-handler';
import { textOf } from './lib/i18n';
import { memoryLimiters } from './lib/limiter';
import { createLogger } from './lib/logger';
import { createMetrics, registerMetrics } from './lib/metrics';
import { registerReadyRoute } from './lib/readiness';
import { observeRequests, RequestErrorLogs } from './lib/request-hooks';
import { REQUEST_ID_HEADER, requestIdGenerator } from './lib/request-id';
import { requestLogger } from './lib/request-logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import { recordRoutes } from './lib/route-inventory';
import { apiSecurityHeaders, securityHeaders } from './lib/security-headers';
import { spendDeclaredBudgets } from './lib/write-budget-guard';
import { chatSocketEvents } from './modules/chat/chat.socket';
import { offerSocketEvents } from './modules/offers/offers.socket';
import { headTags, pageHead } from './modules/public-pages/page-head';
import { apiHeadReads } from './modules/public-pages/page-head-reads';
import { registerSiteFileRoutes } from './modules/public-pages/site-files.routes';
import { attachRealtime } from './realtime/socket';
import { registerSocketEvents } from './realtime/socket-events';
import { createServices } from './services';
import { pageReads } from './ssr/page-reads';
import { pageRenderer } from './ssr/page-renderer';
import { imagesUnderApi, registerWebApp } from './web';

/** How long a start waits for Redis to count the limits in; after that it counts in memory. */
const LIMITS_CONNECT_WAIT_MS = 2000;

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Where "now" comes from; tests pass a fixed one. */
  clock?: Clock;
  /** Run background jobs (invoice generation); the server does, tests call them directly. */
  schedules?: boolean;
  /** The server passes the logger its start already wrote to; tests get one from the config. */
  logger?: FastifyBaseLogger;
  /** Write every answer both ways and require the same JSON (tests; decision 0106). */
  checkSerializers?: boolean;
};

export async function buildApp({
  config,
  database,
  clock,
  schedules = false,
  logger,
  checkSerializers = false,
}: AppDeps) {
  // Unless told to log, Fastify gets no logger: no request then pays for one (decision 0106).
  const logging = logger !== undefined || config.logLevel !== 'silent';
  const app = Fastify({
    ...(logging
      ? {
          loggerInstance: logger ?? createLogger(config.logLevel),
          childLoggerFactory: requestLogger,
        }
      : { logger: false }),
    // Without a proxy to trust, `request.ip` is the socket's address, read without parsing
    // X-Forwarded-For on every request.
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
    // Every log line of a request carries its id (`reqId`), answered as x-request-id.
    genReqId: requestIdGenerator(config.trustProxyHops),
    requestIdHeader: false,
    // Each request's one log line is the request hooks' (decision 0106).
    logController: new RequestErrorLogs(),
    // `/api/images/...` is `/images/...` (decision 0055).
    rewriteUrl: (req) => imagesUnderApi(req.url ?? '/'),
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    // Long path ids reach the route's schema (a 400 from the contract) rather than the router's
    // own 414; a URL that cannot be decoded is a 400 in the API's error shape.
    routerOptions: { maxParamLength: 16 * 1024 },
    frameworkErrors: (_err, _request, reply: FastifyReply) => {
      reply.status(400).send({
        error: {
          code: ErrorCode.badRequest,
          message: textOf('en', 'errors.server.urlInvalid'),
          key: 'errors.server.urlInvalid',
        },
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({
      check: checkSerializers,
      onFallback: (route, err) =>
        app.log.warn(
          { route, err },
          'an answer the fast serializer could not write was written by zod',
        ),
    }),
  );
  installErrorHandler(app);
  const metrics = createMetrics();
  registerMetrics(
    app,
    metrics,
    config.metricsToken
      ? { token: config.metricsToken }
      : config.env === 'production'
        ? 'disabled'
        : 'open',
  );
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // A chat's voice notes play from blob URLs, fetched with the token (decision 0087).
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // The admin previews a PDF proof, fetched with the token, from a blob URL.
        'frame-src': ["'self'", 'blob:'],
        // The service worker and the web app manifest (decision 0052).
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // Served over plain HTTP on a LAN address, upgrading would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain HTTP; sent only where the site is served over HTTPS.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? undefined : false,
  });
  observeRequests(
    app,
    { api: apiSecurityHeaders(pageHeaders), other: pageHeaders },
    metrics,
    logging ? app.log : undefined,
  );

  // A separately hosted client (ALLOWED_ORIGINS) may call the API; unset, no CORS headers at
  // all. Registered before the route inventory: its preflight route is the plugin's own, and
  // its hook answers a preflight before any route's access rule (decision 0055).
  if (config.allowedOrigins.length > 0) {
    const allowed = new Set(config.allowedOrigins);
    await app.register(cors, {
      // Another origin gets no CORS header at all, its preflight a 404 like any unknown path.
      origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin) && origin),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      credentials: false,
      exposedHeaders: ['retry-after', REQUEST_ID_HEADER],
      maxAge: 600,
    });
    // Their pages show the public images in <img>, which `same-origin` would block there.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/images/'))
        reply.header('cross-origin-resource-policy', 'cross-origin');
      done();
    });
  }

  const redis = config.redisUrl ? await import('./redis-wiring') : null;
  const limiterStore =
    redis && config.redisUrl
      ? redis.redisLimiters(config.redisUrl, config.redisPrefix, app.log)
      : memoryLimiters();
  const services = createServices({ config, db: database.db, log: app.log, clock, limiterStore });
  // A node that finds Redis at start counts in it from its first request.
  await services.limiterStore.ready(LIMITS_CONNECT_WAIT_MS);
  const { authenticate } = services.auth;
  const redisReady = redis && config.redisUrl ? redis.redisProbe(config.redisUrl, app.log) : null;

  // Files are read part by part; one file of at most 5 MB per request, a few short fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });

  const routes = recordRoutes(app);
  spendDeclaredBudgets(app, services.writeBudgets);
  await registerApiDocs(app);
  await app.register(
    async (api: AppInstance) => {
      serveApiDocs(api, app);
      api.get(
        '/health',
        { ...publicAccess(), schema: { response: { 200: healthResponse } } },
        // Liveness: the process answers. It asks no database, so an outage of PostgreSQL does
        // not get every node restarted; /api/ready says whether this node can serve.
        () => ({ status: 'ok' as const, database: database.engine }),
      );
      registerReadyRoute(api, {
        database: () => database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute(),
        redis: redisReady?.ping,
        storage: () => services.files.check(),
      });
      await registerModuleRoutes(api, services, config);
    },
    { prefix: '/api' },
  );

  registerSiteFileRoutes(app, services.publicSite);
  await registerWebApp(app, {
    clientDir: config.clientDir,
    images: services.files,
    pages: {
      render: pageRenderer(app, {
        entryPath: config.pageRendererEntry,
        indexPath: path.join(config.clientDir, 'index.html'),
      }),
      headOf: async (url, language, request) => {
        const reads = apiHeadReads(pageReads(app, request));
        const head = await pageHead(url, language, { publicUrl: config.publicUrl, reads });
        return head && { status: head.status, location: head.location, tags: headTags(head) };
      },
    },
  });

  const socketEvents = [
    ...chatSocketEvents({ ...services.chat, log: app.log }),
    ...offerSocketEvents(services.offers),
  ];
  const io = attachRealtime(
    app.server,
    authenticate,
    services.limiterStore,
    config.socketEventsPer10s,
    (socket, actor) =>
      registerSocketEvents(socket, actor, socketEvents, services.writeBudgets, app.log),
    config.allowedOrigins,
  );
  services.broadcaster.attach(io, { severalNodes: Boolean(config.redisUrl) });
  metrics.gaugeOpenSockets(() => io.of('/').sockets.size);
  services.textCosts.textCosts.onSent(metrics.countTextSent);
  metrics.gaugeDatabasePool(() => poolStats(database.db));
  if (services.limiterStore.redisUp) metrics.gaugeRedisUp(services.limiterStore.redisUp);
  const closeRedis =
    redis && config.redisUrl
      ? redis.relayThroughRedis(io, config.redisUrl, config.redisPrefix, app.log)
      : null;
  const jobs = appJobs(services, {
    db: database.db,
    clock,
    log: app.log,
    onRun: metrics.recordJobRun,
  });
  if (schedules) {
    jobs.start();
    // Events a crashed node committed but never delivered are delivered by a sweep.
    services.dispatcher.start();
  }
  // On close, sockets go first: an open WebSocket would hold the HTTP server open. Their
  // transports are cut (not a server 'disconnect'), so browsers reconnect, to this node once
  // it is back or to another behind the balancer, and catch up on what they missed.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const jobsStopped = jobs.stop();
    const deliveriesDone = services.dispatcher.stop();
    io.engine.close();
    await jobsStopped;
    await deliveriesDone;
  });
  // A request still in flight when closing starts is answered, then its connection is closed
  // rather than left idle in keep-alive (which would hold the stop for seconds).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    await io.close();
    await services.files.close();
    await services.invoicePdfs.close();
    await closeRedis?.();
    await services.limiterStore.close();
    redisReady?.close();
  });

  return Object.assign(app, {
    routes,
    socketEvents,
    jobs,
    io,
    dispatcher: services.dispatcher,
    alerts: services.alerts.alerts,
    /** The public pages' heads read through these (pageHead's deps, decision 0095). */
    publicSite: services.publicSite,
  });
}
