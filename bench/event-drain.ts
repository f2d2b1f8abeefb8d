/**
 * `npm run bench:events`: how fast the dispatcher drains a backlog of domain events on
 * PostgreSQL (decision 0043), e.g. after a node died with them undelivered or the mail
 * channel was down: 10,000 events, each with one notice, through the real bell and email
 * channels (the live one has no sockets to reach). Baseline in the same run: the same
 * 10,000 notification rows written by plain batched INSERTs. Goal: ≤ 10 s.
 */
import { loadavg } from 'node:os';
import type { DomainEvent } from '../contracts/domain-events';
import { migrateToLatest } from '../server/db/migrate';
import { kyselyForPostgres } from '../server/db/postgres-client';
import { createDispatcher } from '../server/events/dispatcher';
import { createEventOutbox } from '../server/events/event-outbox';
import { systemClock } from '../server/lib/clock';
import { createAccountContacts } from '../server/modules/auth/account-contacts';
import { insertAccount } from '../server/modules/auth/auth.repo';
import { createChatDigests } from '../server/modules/chat/chat-digest';
import { emailChannel } from '../server/modules/email-notifications/email-channel';
import { createEmailNotifications } from '../server/modules/email-notifications/email-notifications.service';
import { createUnsubscribeTokens } from '../server/modules/email-notifications/unsubscribe-token';
import { bellChannel } from '../server/modules/notifications/bell-channel';
import { createRequestSubjects } from '../server/modules/requests/request-subjects';
import { createBroadcaster } from '../server/realtime/broadcaster';
import { liveChannel } from '../server/realtime/live-channel';
import { createDatabase } from './realtime/database';
import { cleanupAll, onCleanup } from './soak/cleanup';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RECIPIENTS = 200;
const WRITE_BATCH = 500;
const GOAL_SECONDS = 10;
const quiet = { info() {}, warn() {}, error() {} };

async function main() {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const bench = await createDatabase(adminUrl);
  const db = kyselyForPostgres(bench.url, 10, () => {});
  onCleanup(() => db.destroy());
  await migrateToLatest(db);

  const recipients: number[] = [];
  for (let i = 0; i < RECIPIENTS; i++) {
    recipients.push(await insertAccount(db, 'clients', `drain-${i}@example.test`, 'x', 'en'));
  }
  const event = (i: number): DomainEvent => ({
    type: 'offer.expiring',
    subject: { entity: 'offer', id: i + 1 },
    notices: [
      {
        to: { id: recipients[i % RECIPIENTS] ?? 0, role: 'clients' },
        kind: 'offer_expiring',
        params: { price_minor: 150_000 },
        chat: null,
      },
    ],
  });

  // The backlog: written by a node that died before dispatching any of it.
  const dead = createDispatcher({
    db,
    leaseMs: 0,
    channels: [],
    audiences: { matching_providers_of_request: async () => [] },
    clock: systemClock,
    log: quiet,
  });
  dead.dispatch = async () => {};
  const outbox = createEventOutbox(db, dead, systemClock);
  for (let i = 0; i < EVENTS; i += WRITE_BATCH) {
    const slice = Array.from({ length: Math.min(WRITE_BATCH, EVENTS - i) }, (_, k) => event(i + k));
    await outbox.transaction((_trx, record) => record(...slice));
  }

  const broadcaster = createBroadcaster();
  const accounts = createAccountContacts(db);
  const emails = createEmailNotifications({
    db,
    // Draining only queues emails; the outbox job sends them.
    mailer: { send: async () => {} },
    accounts,
    chats: createChatDigests(db),
    requests: createRequestSubjects(db),
    tokens: createUnsubscribeTokens(
      new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'),
    ),
    clock: systemClock,
    log: quiet,
    publicUrl: 'http://localhost',
    currency: 'PKR',
    digestMinutes: 10,
  });
  const dispatcher = createDispatcher({
    db,
    channels: [
      liveChannel(broadcaster, { languages: accounts, currency: 'PKR' }),
      bellChannel({ broadcaster, currency: 'PKR' }),
      emailChannel(emails),
    ],
    audiences: { matching_providers_of_request: async () => [] },
    clock: systemClock,
    log: quiet,
  });

  let started = performance.now();
  const drained = await dispatcher.sweep();
  const drainSeconds = (performance.now() - started) / 1000;

  const counts = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const left = await db
    .selectFrom('domain_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('dispatched_at', 'is', null)
    .executeTakeFirstOrThrow();

  // Baseline: the bell's rows alone, written by plain batched INSERTs.
  started = performance.now();
  for (let i = 0; i < EVENTS; i += WRITE_BATCH) {
    await db
      .insertInto('notifications')
      .values(
        Array.from({ length: Math.min(WRITE_BATCH, EVENTS - i) }, (_, k) => ({
          recipient_id: recipients[(i + k) % RECIPIENTS] ?? 0,
          kind: 'offer_expiring',
          params: '{"price_minor":150000}',
          room: null,
        })),
      )
      .execute();
  }
  const baselineSeconds = (performance.now() - started) / 1000;

  const ok = drainSeconds <= GOAL_SECONDS && Number(left.n) === 0 && drained === EVENTS;
  console.log(
    `dispatcher drained ${drained} of ${EVENTS} events (${counts.n} notifications, ${left.n} left) ` +
      `in ${drainSeconds.toFixed(2)} s (goal ≤ ${GOAL_SECONDS} s) ${ok ? 'OK' : 'MISS'}`,
  );
  console.log(
    `baseline: the same ${EVENTS} notification rows by plain batched INSERTs in ` +
      `${baselineSeconds.toFixed(2)} s; the drain takes ${(drainSeconds / baselineSeconds).toFixed(1)}× ` +
      '(it also queues each email, reads languages and records each event delivered)',
  );
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
