import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { personalRoom } from '#contracts/socket-events';
import type { Config } from './config';
import type { Database } from './db/schema';
import { createDispatcher } from './events/dispatcher';
import { createEventOutbox } from './events/event-outbox';
import { type Clock, systemClock } from './lib/clock';
import { createFileStore } from './lib/file-store';
import { resolveJwtSecret } from './lib/jwt-secret';
import { memoryLimiters, redisLimiters } from './lib/limiter';
import { createMailer } from './lib/mailer';
import { pushEndpointRule } from './lib/push/push-endpoints';
import { resolveVapidKeys } from './lib/push/push-keys';
import { createPushSender } from './lib/push/push-sender';
import { createTextSenders } from './lib/texts/text-senders';
import { type ActorRole, createTokenSigner } from './lib/tokens';
import { createWriteBudgets } from './lib/write-budget-guard';
import { alertChannel } from './modules/alerts/alert-channel';
import { createAlerts } from './modules/alerts/alerts.service';
import { createAgendaService } from './modules/appointments/agenda.service';
import { createAppointmentProgress } from './modules/appointments/appointment-progress';
import { createAppointmentReminders } from './modules/appointments/appointment-reminders';
import { createReschedulesService } from './modules/appointments/reschedules.service';
import { createAuditLog } from './modules/audit-log/audit-log.service';
import { createAccountContacts } from './modules/auth/account-contacts';
import { createAdminTeam } from './modules/auth/admin-team.service';
import { createAuthLimits } from './modules/auth/auth-limits';
import { createAuthenticator, createSessions } from './modules/auth/authenticator';
import { createEmailChangeService } from './modules/auth/email-change.service';
import { createLoginService } from './modules/auth/login.service';
import { createLoginCodes } from './modules/auth/login-codes.service';
import { createPasswordCheck } from './modules/auth/password-check';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createRegistrationService } from './modules/auth/registration.service';
import { holderOf, type SessionHolder } from './modules/auth/session-cache';
import { createSessionService } from './modules/auth/sessions.service';
import { createDeviceTrust } from './modules/auth/trusted-device';
import { createBillingService } from './modules/billing/billing.service';
import { createInvoicePdfPool } from './modules/billing/invoice-pdf-pool';
import { createBlocksService } from './modules/blocks/blocks.service';
import { createCalendarsService } from './modules/calendars/calendars.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service';
import { createCategoryRequestsService } from './modules/catalog/category-requests.service';
import { createChatService } from './modules/chat/chat.service';
import { createChatDigests } from './modules/chat/chat-digest';
import { createChatMediaService } from './modules/chat-media/chat-media.service';
import { createDisputesService } from './modules/disputes/disputes.service';
import { createStaleOrderReminders } from './modules/disputes/stale-orders-job';
import { emailChannel } from './modules/email-notifications/email-channel';
import { createEmailNotifications } from './modules/email-notifications/email-notifications.service';
import { createUnsubscribeTokens } from './modules/email-notifications/unsubscribe-token';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { createIdChecksService } from './modules/id-checks/id-checks.service';
import { createModerationService } from './modules/moderation/moderation.service';
import { bellChannel } from './modules/notifications/bell-channel';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNumbersService } from './modules/numbers/numbers.service';
import { createOfferDoors } from './modules/offers/offer-doors';
import { createOfferExpiry } from './modules/offers/offer-expiry';
import { createOffersService } from './modules/offers/offers.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createSummaryService } from './modules/orders/summary.service';
import { createOverdueDesk } from './modules/overdue/overdue.service';
import { createOverdueReminders } from './modules/overdue/overdue-reminders';
import { phoneCodeHasher } from './modules/phones/phone-code-hash';
import { createPhoneCodeSender } from './modules/phones/phone-codes';
import { createPhonesService } from './modules/phones/phones.service';
import { createPortfolioService } from './modules/portfolio/portfolio.service';
import { createPriceGuidesService } from './modules/price-guides/price-guides.service';
import { createDirectoryService } from './modules/providers/directory.service';
import { createOfferedServicesService } from './modules/providers/offered-services.service';
import { createProfileService } from './modules/providers/profile.service';
import { createProvidersService } from './modules/providers/providers.service';
import {
  createPublicPageService,
  PUBLIC_PAGE_READS,
} from './modules/providers/public-page.service';
import { createPublicProfileService } from './modules/providers/public-profile.service';
import { createWeekService } from './modules/providers/week.service';
import { createLandingService } from './modules/public-pages/landing.service';
import { createPreviewCache } from './modules/public-pages/preview-cache';
import { createSitemaps } from './modules/public-pages/sitemap';
import { createPushSubscriptions } from './modules/push-subscriptions/push-subscriptions.service';
import { createRequestAudience } from './modules/requests/request-audience';
import { createRequestLifecycle } from './modules/requests/request-lifecycle';
import { createRequestSubjects } from './modules/requests/request-subjects';
import { createRequestsService } from './modules/requests/requests.service';
import { PUBLIC_SEARCHES } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { createSynonymsService } from './modules/search/synonyms.service';
import { createSitePagesService } from './modules/site-pages/site-pages.service';
import { createTextCosts } from './modules/text-costs/text-costs.service';
import { createUsersService } from './modules/users/users.service';
import { createBroadcaster } from './realtime/broadcaster';
import { liveChannel } from './realtime/live-channel';
import { tokenRoom } from './realtime/socket';

/** Builds every service once, with what it needs; routes and sockets only call them. */
export function createServices({
  config,
  db,
  log,
  clock = systemClock,
}: {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock?: Clock;
}) {
  const secret = resolveJwtSecret(config);
  const signer = createTokenSigner(secret);
  const sessions = createSessions();
  const authenticate = createAuthenticator(db, signer, sessions);
  // Every brake counts here: in this process, or in Redis shared by every node.
  const limiterStore = config.redisUrl
    ? redisLimiters(config.redisUrl, config.redisPrefix, log)
    : memoryLimiters();
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
  const emailChanges = createEmailChangeService({
    db,
    mailer,
    limits,
    publicUrl: config.publicUrl,
    clock,
    log,
    onSessionsRevoked: closeSocketsOf,
  });
  const accounts = createAccountContacts(db);
  const emails = createEmailNotifications({
    db,
    mailer,
    accounts,
    chats: createChatDigests(db),
    requests: createRequestSubjects(db),
    tokens: createUnsubscribeTokens(secret),
    clock,
    log,
    publicUrl: config.publicUrl,
    currency: config.currency,
    digestMinutes: config.messageDigestMinutes,
  });
  const notifications = createNotificationsService(db, { accounts, currency: config.currency });
  // Web Push (decision 0050): keys made once and kept, the sender, each account's devices.
  const vapidKeys = resolveVapidKeys(config.dataDir, config.push.vapidKeys);
  const pushEndpointAllowed = pushEndpointRule(config.push.extraEndpointOrigins);
  const pushSender = createPushSender({
    keys: vapidKeys,
    subject: config.push.subject,
    timeoutMs: 10_000,
    endpointAllowed: pushEndpointAllowed,
  });
  const pushSubscriptions = createPushSubscriptions({
    db,
    publicKey: vapidKeys.publicKey,
    endpointAllowed: pushEndpointAllowed,
    clock,
  });
  // Every text sent is counted in the ledger (what texts cost) and in /metrics.
  const textCosts = createTextCosts({ db, clock });
  const texts = textCosts.counted(
    createTextSenders({ dataDir: config.dataDir, log, texts: config.texts }),
  );
  // Verified phone numbers (decision 0053): the codes go out by the SMS sender.
  const phoneCodeHashes = phoneCodeHasher(secret);
  const phones = createPhonesService({
    db,
    clock,
    hasher: phoneCodeHashes,
    passwords: createPasswordCheck(db, limits),
    codes: createPhoneCodeSender({
      db,
      clock,
      limiterStore,
      scale: config.writeBudgetScale,
      sms: texts.sms,
      accounts,
      hasher: phoneCodeHashes,
      log,
    }),
  });
  // Push, SMS and WhatsApp alerts (decision 0049).
  const alerts = createAlerts({
    db,
    accounts,
    phones,
    push: {
      devices: pushSubscriptions,
      send: (device, payload, opts) => pushSender.send(device, payload, opts),
    },
    texts,
    textCosts,
    clock,
    log,
    publicUrl: config.publicUrl,
    currency: config.currency,
  });
  const lifecycle = createRequestLifecycle(db, clock);
  // Every side effect of a write goes through here (decision 0043): the services record
  // domain events in their transaction; the dispatcher delivers them to each channel.
  const dispatcher = createDispatcher({
    db,
    clock,
    log,
    channels: [
      liveChannel(broadcaster, { languages: accounts, currency: config.currency }),
      bellChannel({ broadcaster, currency: config.currency }),
      emailChannel(emails),
      alertChannel(alerts),
    ],
    audiences: { matching_providers_of_request: createRequestAudience(db, clock) },
  });
  const events = createEventOutbox(db, dispatcher, clock);
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
  const publicPages = createPublicPageService(db, clock);
  const orders = createOrdersService({ db, events, requests: lifecycle, offers, clock });
  const invoicePdfs = createInvoicePdfPool();
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
    sitePages: { authenticate, sitePages: createSitePagesService(db, clock, auditLog) },
    search: {
      authenticate,
      search: createSearchService(db),
      synonyms: createSynonymsService(db, auditLog),
      publicSearches: limiterStore.limiter(
        'public-search',
        PUBLIC_SEARCHES.max,
        PUBLIC_SEARCHES.windowMs,
      ),
    },
    priceGuides: { priceGuides },
    auditLog: { authenticate, auditLog },
    moderation: {
      authenticate,
      moderation: createModerationService({
        db,
        events,
        audit: auditLog,
        orders,
        chat,
        accounts,
        clock,
      }),
    },
    blocks: { authenticate, blocks: createBlocksService(db, accounts) },
    favourites: { authenticate, favourites: createFavouritesService(db, clock) },
    adminTeam: {
      authenticate,
      team: createAdminTeam({
        db,
        mailer,
        audit: auditLog,
        clock,
        limits,
        publicUrl: config.publicUrl,
        log,
        sessionsChanged,
      }),
    },
    // The users desk: suspensions close the account's sockets on every node (decision 0068).
    users: {
      authenticate,
      users: createUsersService({
        db,
        clock,
        audit: auditLog,
        accounts,
        mailer,
        publicUrl: config.publicUrl,
        log,
        closeSocketsOf,
        sessionsChanged,
      }),
    },
    numbers: { authenticate, numbers: createNumbersService(db, clock) },
    overdue: { authenticate, desk: createOverdueDesk(db, clock) },
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
    catalogAdmin: {
      authenticate,
      catalogAdmin,
      categoryRequests: createCategoryRequestsService({
        db,
        catalogAdmin,
        audit: auditLog,
        files,
        mailer,
        publicUrl: config.publicUrl,
        log,
      }),
    },
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
    idChecks: {
      authenticate,
      idChecks: createIdChecksService({ db, files, events, audit: auditLog, clock, log }),
    },
    publicSite: {
      landing: createLandingService(db, { directory, priceGuides }),
      sitemaps: createSitemaps(db, config.publicUrl, clock),
      previews: createPreviewCache(),
      publicPages,
      profiles: providerProfiles,
      publicUrl: config.publicUrl,
      publicReads: limiterStore.limiter(
        'public-landing-pages',
        PUBLIC_PAGE_READS.max,
        PUBLIC_PAGE_READS.windowMs,
      ),
    },
    publicPages: {
      publicPages,
      publicReads: limiterStore.limiter(
        'public-provider-pages',
        PUBLIC_PAGE_READS.max,
        PUBLIC_PAGE_READS.windowMs,
      ),
    },
    auth: {
      authenticate,
      registration: createRegistrationService(db, limits, catalog, providers),
      login: createLoginService(
        db,
        signer,
        limits,
        createDeviceTrust(secret),
        createLoginCodes({
          db,
          mailer,
          limits,
          dataDir: config.dataDir,
          publicUrl: config.publicUrl,
          log,
        }),
      ),
      sessions: createSessionService({
        db,
        clock,
        onTokenRevoked: (jti) => broadcaster.disconnect(tokenRoom(jti)),
        sessionsChanged,
      }),
      passwordReset: createPasswordResetService({
        db,
        mailer,
        limits,
        publicUrl: config.publicUrl,
        log,
        onSessionsRevoked: closeSocketsOf,
      }),
    },
  };

  return services;
}

/** Every module's services, as buildApp wires them. */
export type Services = ReturnType<typeof createServices>;
