import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent, Recipient } from '#contracts/domain-events';
import type { DatabaseHandle } from '../db/client';
import { insertAccount } from '../modules/auth/auth.repo';
import { bellChannel } from '../modules/notifications/bell-channel';
import { createBroadcaster } from '../realtime/broadcaster';
import { openTestDatabase } from '../test/test-database';
import type { Channel, Delivery } from './channel';
import { type Audiences, createDispatcher } from './dispatcher';
import { createEventOutbox } from './event-outbox';

const silent = { error() {}, warn() {} };
const noAudiences: Audiences = { matching_providers_of_request: async () => [] };

let database: DatabaseHandle;
let now = new Date('2026-06-02T09:00:00Z');
const clock = () => now;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * A channel that counts what it is given, per event id (once its transaction committed, for
 * one that stores rows); it fails while `failing` is set.
 */
function countingChannel(name: string, stores = false) {
  const seen: number[] = [];
  const state = { failing: false, seen };
  const take = async () => {
    // A yield, so two nodes delivering at once would interleave here.
    await new Promise((r) => setTimeout(r, 5));
    if (state.failing) throw new Error(`${name} is down`);
  };
  const channel: Channel = stores
    ? {
        name,
        writes: true,
        async deliver(batch) {
          await take();
          return () => seen.push(...batch.map((d) => d.eventId));
        },
      }
    : {
        name,
        writes: false,
        async deliver(batch) {
          await take();
          seen.push(...batch.map((d) => d.eventId));
        },
      };
  return Object.assign(state, { channel });
}

/** One node: its dispatcher over `channels`, and an outbox writing through it. */
function node(channels: Channel[], audiences = noAudiences) {
  const dispatcher = createDispatcher({
    db: database.db,
    channels,
    audiences,
    clock,
    log: silent,
    leaseMs: 30_000,
  });
  return { dispatcher, outbox: createEventOutbox(database.db, dispatcher, clock) };
}

/** A node that dies right after its transaction commits: nothing is dispatched. */
function crashingNode() {
  const dispatcher = createDispatcher({
    db: database.db,
    channels: [],
    audiences: noAudiences,
    clock,
    log: silent,
  });
  dispatcher.dispatch = async () => {};
  return createEventOutbox(database.db, dispatcher, clock);
}

let offerId = 1_000;
const someEvent = (to: Recipient = { id: 1, role: 'clients' }): DomainEvent => ({
  type: 'offer.expiring',
  subject: { entity: 'offer', id: ++offerId },
  notices: [{ to, kind: 'offer_expiring', params: { price_minor: 1500 }, chat: null }],
});

/** Records `events` on a node that crashes before delivering them; answers their ids. */
async function committedButUndelivered(events: DomainEvent[]): Promise<number[]> {
  const before = await database.db
    .selectFrom('domain_events')
    .select((eb) => eb.fn.max('event_id').as('max'))
    .executeTakeFirstOrThrow();
  await crashingNode().transaction((_trx, record) => record(...events));
  const rows = await database.db
    .selectFrom('domain_events')
    .select('event_id')
    .where('event_id', '>', Number(before.max ?? 0))
    .orderBy('event_id')
    .execute();
  return rows.map((r) => r.event_id);
}

const countOf = (ids: number[], id: number) => ids.filter((x) => x === id).length;

describe('event dispatcher', () => {
  it('delivers an event once when its writer delivers it while another node sweeps', async () => {
    const a = countingChannel('live');
    const b = countingChannel('live');
    const writer = node([a.channel]);
    const other = node([b.channel]).dispatcher;
    const before = a.seen.length;
    await Promise.all([
      writer.outbox.transaction((_trx, record) => record(someEvent(), someEvent())),
      other.sweep(),
      other.sweep(),
    ]);
    expect(a.seen.length - before).toBe(2);
    expect(b.seen).toEqual([]);
  });

  it('delivers a crashed node’s events once when two nodes sweep them at once', async () => {
    const ids = await committedButUndelivered([someEvent(), someEvent(), someEvent()]);
    later(31_000);
    const a = countingChannel('live');
    const b = countingChannel('live');
    const nodeA = node([a.channel]).dispatcher;
    const nodeB = node([b.channel]).dispatcher;
    await Promise.all([nodeA.sweep(), nodeB.sweep(), nodeA.sweep(), nodeB.sweep()]);
    for (const id of ids) expect(countOf([...a.seen, ...b.seen], id)).toBe(1);
    const rows = await database.db
      .selectFrom('domain_events')
      .select(['dispatched_at', 'done_channels'])
      .where('event_id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.dispatched_at !== null && r.done_channels === 'live')).toBe(true);
  });

  it('delivers what a node committed and never dispatched (a crash), once its lease ran out', async () => {
    const [id] = await committedButUndelivered([someEvent()]);
    if (id === undefined) throw new Error('no event written');
    const channel = countingChannel('live');
    const { dispatcher } = node([channel.channel]);
    // Still held: the node that wrote it may be delivering it.
    later(10_000);
    await dispatcher.sweep();
    expect(channel.seen).not.toContain(id);
    later(21_000);
    await dispatcher.sweep();
    expect(countOf(channel.seen, id)).toBe(1);
    // Done: a later sweep leaves it alone.
    later(60_000);
    await dispatcher.sweep();
    expect(countOf(channel.seen, id)).toBe(1);
  });

  it('tries again only the channel that failed, after its lease ran out', async () => {
    const live = countingChannel('live');
    const email = countingChannel('email', true);
    email.failing = true;
    const { dispatcher, outbox } = node([live.channel, email.channel]);
    await outbox.transaction((_trx, record) => record(someEvent()));
    await dispatcher.idle();
    const [row] = await database.db
      .selectFrom('domain_events')
      .selectAll()
      .orderBy('event_id', 'desc')
      .limit(1)
      .execute();
    if (!row) throw new Error('no event written');
    expect(row).toMatchObject({ dispatched_at: null, done_channels: 'live' });
    expect(row.last_error).toMatch(/email is down/);
    email.failing = false;
    // Still leased: a sweep leaves it to the node holding it.
    later(10_000);
    await dispatcher.sweep();
    expect(email.seen).not.toContain(row.event_id);
    later(30_000);
    await dispatcher.sweep();
    expect(countOf(email.seen, row.event_id)).toBe(1);
    expect(countOf(live.seen, row.event_id)).toBe(1);
  });

  it('stores one bell notification per event and recipient, however often it is delivered', async () => {
    const id0 = await insertAccount(database.db, 'clients', 'bell@example.test', 'x', 'en');
    const recipient = { id: id0, role: 'clients' as const };
    const bell = bellChannel({ broadcaster: createBroadcaster(), currency: 'PKR' });
    if (!bell.writes) throw new Error('the bell stores rows');
    const deliverOnce = (d: Delivery) =>
      database.db.transaction().execute((trx) => bell.deliver([d], trx));
    const [id] = await committedButUndelivered([someEvent(recipient)]);
    if (id === undefined) throw new Error('no event written');
    const delivery: Delivery = {
      eventId: id,
      type: 'offer.expiring',
      subject: { entity: 'offer', id: 1 },
      notices: [
        {
          to: recipient,
          kind: 'offer_expiring',
          params: { price_minor: 1500 },
          chat: null,
          target: { entity: 'offer', id: 1 },
        },
      ],
      live: [],
    };
    await deliverOnce(delivery);
    await deliverOnce(delivery);
    const rows = await database.db
      .selectFrom('notifications')
      .select(['target_entity', 'target_id'])
      .where('event_id', '=', id)
      .execute();
    expect(rows).toEqual([{ target_entity: 'offer', target_id: 1 }]);
  });

  it('finds a fan-out’s recipients when it delivers, without holding up the writer', async () => {
    let release!: () => void;
    const found = new Promise<void>((r) => {
      release = r;
    });
    const told: Recipient[] = [];
    const { dispatcher, outbox } = node(
      [
        {
          name: 'bell',
          writes: false,
          async deliver(batch) {
            told.push(...batch.flatMap((d) => d.notices.map((n) => n.to)));
          },
        },
      ],
      {
        matching_providers_of_request: async (requestId) => {
          await found;
          return [
            { id: requestId, role: 'serviceproviders' },
            { id: requestId + 1, role: 'serviceproviders' },
          ];
        },
      },
    );
    await outbox.transaction((_trx, record) =>
      record({
        type: 'request.filed',
        subject: { entity: 'request', id: 70 },
        fanOut: {
          audience: { matching_providers_of_request: 70 },
          notice: {
            kind: 'new_request',
            params: {
              service: 'Plumbing',
              service_id: 1,
              city: 'Lahore',
              city_id: 1,
              request_id: 70,
            },
            chat: null,
          },
        },
      }),
    );
    // The writer has its answer while the recipients are still being found.
    expect(told).toEqual([]);
    release();
    await dispatcher.idle();
    expect(told).toEqual([
      { id: 70, role: 'serviceproviders' },
      { id: 71, role: 'serviceproviders' },
    ]);
  });

  it('stores the events that come while a storing transaction runs together, in the next one', async () => {
    const events = [someEvent(), someEvent(), someEvent(), someEvent()];
    const ids = await committedButUndelivered(events);
    const batches: number[][] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held: Channel = {
      name: 'bell',
      writes: true,
      async deliver(batch) {
        batches.push(batch.map((d) => d.eventId));
        await gate;
        return undefined;
      },
    };
    const { dispatcher } = node([held]);
    const pending = ids.map((eventId, i) => ({ eventId, event: events[i] as DomainEvent }));
    const first = dispatcher.dispatch(pending.slice(0, 1));
    await new Promise((r) => setTimeout(r, 20));
    const rest = pending.slice(1).map((p) => dispatcher.dispatch([p]));
    await new Promise((r) => setTimeout(r, 20));
    open();
    await Promise.all([first, ...rest]);

    expect(batches).toEqual([ids.slice(0, 1), ids.slice(1)]);
    const marked = await database.db
      .selectFrom('domain_events')
      .select('event_id')
      .where('event_id', 'in', ids)
      .where('dispatched_at', 'is not', null)
      .execute();
    expect(marked).toHaveLength(4);
  });
});
