import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import { createDispatcher } from './events/dispatcher';
import { createEventOutbox } from './events/event-outbox';
import type { Clock } from './lib/clock';
import type { LimiterStore } from './lib/limiter';
import type { Mailer } from './lib/mailer';
import { pushEndpointRule } from './lib/push/push-endpoints';
import { resolveVapidKeys } from './lib/push/push-keys';
import { createPushSender } from './lib/push/push-sender';
import { createTextSenders } from './lib/texts/text-senders';
import { alertChannel } from './modules/alerts/alert-channel';
import { createAlerts } from './modules/alerts/alerts.service';
import { createAccountContacts } from './modules/auth/account-contacts';
import type { AuthLimits } from './modules/auth/auth-limits';
import { createPasswordCheck } from './modules/auth/password-check';
import { createChatDigests } from './modules/chat/chat-digest';
import { emailChannel } from './modules/email-notifications/email-channel';
import { createEmailNotifications } from './modules/email-notifications/email-notifications.service';
import { createUnsubscribeTokens } from './modules/email-notifications/unsubscribe-token';
import { bellChannel } from './modules/notifications/bell-channel';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { phoneCodeHasher } from './modules/phones/phone-code-hash';
import { createPhoneCodeSender } from './modules/phones/phone-codes';
import { createPhonesService } from './modules/phones/phones.service';
import { createPushSubscriptions } from './modules/push-subscriptions/push-subscriptions.service';
import { createRequestAudience } from './modules/requests/request-audience';
import { createRequestSubjects } from './modules/requests/request-subjects';
import { createTextCosts } from './modules/text-costs/text-costs.service';
import type { Broadcaster } from './realtime/broadcaster';
import { liveChannel } from './realtime/live-channel';

/**
 * What tells people about what happened, wired once (createServices): the bell, email, Web
 * Push (decision 0050), SMS and WhatsApp alerts (decision 0049) with verified numbers
 * (decision 0053) and the texts' costs, the dispatcher that delivers each domain event to
 * these channels (decision 0043) and the outbox services record their events in.
 */
export function createDeliveryServices({
  config,
  db,
  log,
  clock,
  secret,
  mailer,
  limits,
  limiterStore,
  broadcaster,
}: {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock: Clock;
  secret: Uint8Array;
  mailer: Mailer;
  limits: AuthLimits;
  limiterStore: LimiterStore;
  broadcaster: Broadcaster;
}) {
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
  return {
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
  };
}
