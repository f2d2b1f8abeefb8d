import type { Kysely } from 'kysely';
import type { Audience, DomainEvent, Recipient } from '../../contracts/domain-events';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Channel, Delivery, PresenceSignal } from './channel';
import * as repo from './events.repo';

/** Finds the recipients of a fan-out when its event is delivered. */
export type Audiences = {
  [K in keyof Audience]: (value: Audience[K]) => Promise<Recipient[]>;
};

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

type Options = {
  db: Kysely<Database>;
  channels: Channel[];
  audiences: Audiences;
  clock: Clock;
  log: Log;
  /** How long a dispatcher holds the events it took; a crashed one's are taken again after. */
  leaseMs?: number;
  /** How often each node looks for events nobody delivered (a crash after commit). */
  sweepEveryMs?: number;
  /** How old an undelivered event must be before a sweep takes it from the node that wrote it. */
  graceMs?: number;
  batchSize?: number;
};

const DEFAULTS = { leaseMs: 30_000, sweepEveryMs: 5_000, graceMs: 5_000, batchSize: 200 };

/**
 * Delivers domain events to every channel after the transaction that wrote them committed
 * (decision 0043): the writing node at once, any node's sweep when that one died first. Each
 * event is held by one dispatcher at a time (a lease), so two nodes never deliver it together;
 * the channels it reached are recorded, so a retry only repeats the ones that failed.
 */
export function createDispatcher(o: Options) {
  const { db, channels, clock, log } = o;
  const leaseMs = o.leaseMs ?? DEFAULTS.leaseMs;
  const graceMs = o.graceMs ?? DEFAULTS.graceMs;
  const batchSize = o.batchSize ?? DEFAULTS.batchSize;
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  async function expand(eventId: number, event: DomainEvent): Promise<Delivery> {
    const notices = (event.notices ?? []).map((n) => ({ ...n, target: n.target ?? event.subject }));
    if (event.fanOut) {
      const { audience, notice } = event.fanOut;
      const found = await o.audiences.matching_providers_of_request(
        audience.matching_providers_of_request,
      );
      for (const to of found)
        notices.push({ ...notice, to, target: notice.target ?? event.subject });
    }
    return { eventId, type: event.type, subject: event.subject, notices, live: event.live ?? [] };
  }

  async function deliver(rows: repo.ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const batch = await Promise.all(
      rows.map((row) => expand(row.event_id, JSON.parse(row.body) as DomainEvent)),
    );
    const reached = new Map(
      rows.map((row) => [row.event_id, new Set(row.done_channels.split(',').filter(Boolean))]),
    );
    const errors = new Map<number, string>();
    for (const channel of channels) {
      const todo = batch.filter((d) => !reached.get(d.eventId)?.has(channel.name));
      if (todo.length === 0) continue;
      try {
        await channel.deliver(todo);
        for (const d of todo) reached.get(d.eventId)?.add(channel.name);
      } catch (err) {
        log.error({ err, channel: channel.name, events: todo.length }, 'event delivery failed');
        for (const d of todo) errors.set(d.eventId, `${channel.name}: ${String(err)}`);
      }
    }
    const all = channels.map((c) => c.name).join(',');
    await repo.markDispatched(
      db,
      batch.filter((d) => !errors.has(d.eventId)).map((d) => d.eventId),
      all,
      clock(),
    );
    for (const [id, error] of errors) {
      await repo.markPartial(db, id, [...(reached.get(id) ?? [])].join(','), error);
    }
  }

  /** Runs `work`, logging rather than throwing: what it delivers has already committed. */
  function track(work: () => Promise<void>): Promise<void> {
    const run = work().catch((err) => log.error({ err }, 'event dispatch failed'));
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  /** Takes and delivers one batch of leftovers; answers how many it took. */
  async function sweepOnce(): Promise<number> {
    const now = clock();
    const rows = await repo.claimDue(
      db,
      new Date(now.getTime() - graceMs),
      now,
      new Date(now.getTime() + leaseMs),
      batchSize,
    );
    await deliver(rows);
    return rows.length;
  }

  return {
    /** Delivers the events just committed with these ids (never throws: they are stored). */
    dispatch(ids: number[]): Promise<void> {
      return track(async () => {
        const now = clock();
        for (let i = 0; i < ids.length; i += batchSize) {
          const slice = ids.slice(i, i + batchSize);
          await deliver(await repo.claimIds(db, slice, now, new Date(now.getTime() + leaseMs)));
        }
      });
    },

    /** Delivers every leftover event due now, batch after batch; answers how many. */
    sweep(): Promise<number> {
      sweeping ??= (async () => {
        let total = 0;
        try {
          for (;;) {
            const n = await sweepOnce();
            total += n;
            if (n < batchSize) return total;
          }
        } finally {
          sweeping = null;
        }
      })();
      return sweeping;
    },

    /** Tells open pages something nothing stores (a read mark, typing). */
    signal(signal: PresenceSignal): void {
      for (const channel of channels) channel.signal?.(signal);
    },

    /** Waits until the deliveries started so far are done (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0 || sweeping) {
        await Promise.all([...inFlight, sweeping]);
      }
    },

    start(): void {
      if (timer) return;
      const every = o.sweepEveryMs ?? DEFAULTS.sweepEveryMs;
      timer = setInterval(() => {
        void track(async () => {
          await this.sweep();
        });
      }, every);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await this.idle();
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
