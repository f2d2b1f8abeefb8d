import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { personalRoom } from '#contracts/socket-events';
import { createAdminDesks } from './admin-desks';
import { createAuthServices } from './auth-services';
import { type Config, PUBLIC_READS_WINDOW_MS } from './config';
import type { Database } from './db/schema';
import { createDeliveryServices } from './delivery-services';
import { type Clock, systemClock } from './lib/clock';
import { createFileStore } from './lib/file-store';
import { resolveJwtSecret } from './lib/jwt-secret';
import type { LimiterStore } from './lib/limiter';
import { createMailer } from './lib/mailer';
import { type ActorRole, createTokenSigner } from './lib/tokens';
import { createWriteBudgets } from './lib/write-budget-guard';
import { createAgendaService } from './modules/appointments/agenda.service';
import { createAppointmentProgress } from './modules/appointments/appointment-progress';
import { createAppointmentReminders } from './modules/appointments/appointment-reminders';
import { createReschedulesService } from './modules/appointments/reschedules.service';
import { createAuditLog } from './modules/audit-log/audit-log.service';
import { createAuthLimits } from './modules/auth/auth-limits';
import { createAuthenticator, createSessions } from './modules/auth/authenticator';
import { createEmailChangeService } from './modules/auth/email-change.service';
import { holderOf, type SessionHolder } from './modules/auth/session-cache';
import { createBillingService } from './modules/billing/billing.service';
import { createInvoicePdfPool } from './modules/billing/invoice-pdf-pool';
import { createBlocksService } from './modules/blocks/blocks.service';
import { createCalendarsService } from './modules/calendars/calendars.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service';
import { createChatService } from './modules/chat/chat.service';
import { createChatMediaService } from './modules/chat-media/chat-media.service';
import { createDisputesService } from './modules/disputes/disputes.service';
import { createStaleOrderReminders } from './modules/disputes/stale-orders-job';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { createOfferDoors } from './modules/offers/offer-doors';
import { createOfferExpiry } from './modules/offers/offer-expiry';
import { createOffersService } from './modules/offers/offers.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createSummaryService } from './modules/orders/summary.service';
import { createOverdueReminders } from './modules/overdue/overdue-reminders';
import { createPortfolioService } from './modules/portfolio/portfolio.service';
import { createPriceGuidesService } from './modules/price-guides/price-guides.service';
import { createDirectoryService } from './modules/providers/directory.service';
import { createOfferedServicesService } from './modules/providers/offered-services.service';
import { createProfileService } from './modules/providers/profile.service';
import { createProvidersService } from './modules/providers/providers.service';
import { createPublicProfileService } from './modules/providers/public-profile.service';
import { createWeekService } from './modules/providers/week.service';
import { createRequestLifecycle } from './modules/requests/request-lifecycle';
import { createRequestsService } from './modules/requests/requests.service';
import { createSearchService } from './modules/search/search.service';
import { createSynonymsService } from './modules/search/synonyms.service';
import { createPublicSiteServices } from './public-site-services';
import { createBroadcaster } from './realtime/broadcaster';

/** Builds every service once, with what it needs; routes and sockets only call them. */
export function createServices({
  config,
  db,
  log,
  clock = systemClock,
  limiterStore,
}: {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Where every brake counts: in this process, or in Redis shared by every node. */
  limiterStore: LimiterStore;
}) {
  const secret = resolveJwtSecret(config);
  const signer = createTokenSigner(secret);
  const sessions = createSessions();
  const authenticate = createAuthenticator(db, signer, sessions);
  const limits = createAuthLimits(config.authRateLimitPerMinute, limiterStore);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const files = createFileStore(config);
  // Reference data and provider lookups other modules call (their repos are their own).
  const catalog = createCatalogService(db);
  const providers = createProvidersService(db);
  const broadcaster = createBroadcaster();
  // The public catalog is kept in memory on every node: a change here clears it everywhere.
  broadcaster.onNodeSignal('catalog_changed', catalog.changed);
  // What a session may do changed: every node reads it again (decision 0090).
  broadcaster.onNodeSignal('sessions_changed', (holder) => {
    if (holder?.startsWith('account:') || holder?.startsWith('admin:')) {
      sessions.forgetHolder(holder as SessionHolder);
    }
  });
  const sessionsChanged = (role: ActorRole, id: number) => {
    const holder = holderOf(role, id);
    sessions.forgetHolder(holder);
    broadcaster.signalNodes('sessions_changed', holder);
  };
  // Every admin action writes its row in the action's transaction (decision 0064).
  const auditLog = createAuditLog(db, clock);
  const catalogAdmin = createCatalogAdminService(db, files, auditLog, () => {
    catalog.changed();
    broadcaster.signalNodes('catalog_changed');
  });
  // Account ids are shared by clients and providers, so only one of these rooms exists.
  const closeSocketsOf = (accountId: number) => {
    sessionsChanged('clients', accountId);
    broadcaster.disconnect(personalRoom('clients', accountId));
    broadcaster.disconnect(personalRoom('serviceproviders', accountId));
  };
  // What the wiring below (delivery, auth, the admin's desks) is given, named once.
  const wiring = { config, db, log, clock, secret, mailer, limits, limiterStore, broadcaster };
  const emailChanges = createEmailChangeService({
    db,
    mailer,
    limits,
    publicUrl: config.publicUrl,
    clock,
    log,
    onSessionsRevoked: closeSocketsOf,
  });
  const {
    accounts,
    emails,
    notifications,
    pushSender,
    pushSubscriptions,
    textCosts,
    phones,
    alerts,
    dispatcher,
    events,
  } = createDeliveryServices(wiring);
  const lifecycle = createRequestLifecycle(db, clock);
  const requests = createRequestsService(db, files, catalog, clock, events);
  const chat = createChatService({
    db,
    events,
    presence: dispatcher,
    limiterStore,
    requests: lifecycle,
    writesPerWindow: config.chatWritesPer10s,
    accounts,
    currency: config.currency,
  });
  const negotiation = {
    db,
    events,
    requests: lifecycle,
    currency: config.currency,
    clock,
    requestTtlMs: config.requestTtlMs,
  };
  const priceGuides = createPriceGuidesService(db, clock);
  const offers = createOffersService({
    ...negotiation,
    chat,
    priceGuides,
    offerTtlMs: config.offerTtlMs,
  });
  const providerProfiles = createProfileService(db, files, log, emailChanges, catalog, clock);
  const directory = createDirectoryService(db, providerProfiles, phones);
  const orders = createOrdersService({ db, events, requests: lifecycle, offers, clock });
  const invoicePdfs = createInvoicePdfPool({ niceIncrement: config.pdfThreadNice });
  const services = {
    broadcaster,
    dispatcher,
    limiterStore,
    invoicePdfs,
    writeBudgets: createWriteBudgets(limiterStore, config.writeBudgetScale),
    files,
    requests: {
      authenticate,
      requests,
    },
    chat: { authenticate, chat },
    offers: {
      authenticate,
      offers,
      offerDoors: createOfferDoors({ db, offers, requests: lifecycle, chat }),
    },
    offerExpiry: createOfferExpiry(negotiation),
    // Reminders, "On my way" and "Started", the late prompt (decision 0076).
    appointments: {
      authenticate,
      progress: createAppointmentProgress({ events, requests: lifecycle, orders, clock }),
    },
    appointmentReminders: createAppointmentReminders({ events, clock }),
    // Rescheduling and late cancellation of a booked job (decision 0077).
    reschedules: {
      authenticate,
      reschedules: createReschedulesService({ events, requests: lifecycle, offers, orders, clock }),
    },
    notifications: { authenticate, notifications },
    emailNotifications: { authenticate, emails },
    alerts: { authenticate, alerts },
    textCosts: { authenticate, textCosts },
    push: { authenticate, subscriptions: pushSubscriptions, sender: pushSender },
    billing: {
      authenticate,
      billing: createBillingService({
        db,
        files,
        events,
        audit: auditLog,
        providers,
        clock,
        currency: config.currency,
        log,
        pdfs: invoicePdfs,
      }),
    },
    orders: {
      authenticate,
      orders,
      summary: createSummaryService(db, clock, providers),
    },
    disputes: {
      authenticate,
      disputes: createDisputesService({
        db,
        files,
        events,
        audit: auditLog,
        requests: lifecycle,
        orders,
        offers,
        clock,
        currency: config.currency,
        windowDays: config.disputeWindowDays,
        staleAdminDays: config.staleAdminDays,
      }),
    },
    search: {
      authenticate,
      search: createSearchService(db),
      synonyms: createSynonymsService(db, auditLog),
      publicSearches: limiterStore.limiter(
        'public-search',
        config.publicReadsPerMinute,
        PUBLIC_READS_WINDOW_MS,
      ),
    },
    ...createAdminDesks({
      ...wiring,
      authenticate,
      files,
      events,
      auditLog,
      orders,
      chat,
      accounts,
      catalogAdmin,
      sessionsChanged,
      closeSocketsOf,
    }),
    priceGuides: { priceGuides },
    blocks: { authenticate, blocks: createBlocksService(db, accounts) },
    favourites: { authenticate, favourites: createFavouritesService(db, clock) },
    overdueReminders: createOverdueReminders({ events, clock }),
    phones: { authenticate, phones },
    staleOrderReminders: createStaleOrderReminders({
      db,
      events,
      requests: lifecycle,
      clock,
      reminderDays: config.staleReminderDays,
    }),
    catalog,
    providers: {
      authenticate,
      profiles: providerProfiles,
      emailChanges,
      offered: createOfferedServicesService(db),
      publicProfiles: createPublicProfileService(db, phones),
      directory,
    },
    portfolio: { authenticate, portfolio: createPortfolioService(db, files) },
    chatMedia: {
      authenticate,
      media: createChatMediaService({
        db,
        files,
        chat,
        bytesPerDay: config.chatMediaBytesPerDay,
      }),
    },
    week: { authenticate, week: createWeekService(db, clock) },
    agenda: { authenticate, agenda: createAgendaService(db) },
    calendars: {
      authenticate,
      calendars: createCalendarsService({ db, clock, publicUrl: config.publicUrl }),
    },
    ...createPublicSiteServices({
      db,
      clock,
      publicUrl: config.publicUrl,
      limiterStore,
      publicReadsPerMinute: config.publicReadsPerMinute,
      directory,
      priceGuides,
      profiles: providerProfiles,
    }),
    auth: {
      authenticate,
      ...createAuthServices({
        ...wiring,
        signer,
        catalog,
        providers,
        sessionsChanged,
        closeSocketsOf,
      }),
    },
  };

  return services;
}

/** Every module's services, as buildApp wires them. */
export type Services = ReturnType<typeof createServices>;
