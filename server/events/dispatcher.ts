import type { Kysely, Transaction } from 'kysely';
import type { Audience, DomainEvent, Recipient } from '#contracts/domain-events';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { AfterCommit, Channel, Delivery, PresenceSignal } from './channel';
import * as repo from './events.repo';

/** Finds the recipients of a fan-out when its event is delivered. */
export type Audiences = {
  [K in keyof Audience]: (value: Audience[K]) => Promise<Recipient[]>;
};

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** An event to deliver: its id, the event, and the channels it already reached. */
export type Pending = { eventId: number; event: DomainEvent; reached?: string[] };

type Options = {
  db: Kysely<Database>;
  channels: Channel[];
  audiences: Audiences;
  clock: Clock;
  log: Log;
  /**
   * How long a node holds the events it writes or takes; another node's sweep takes them only
   * after (the writer died, or a channel failed).
   */
  leaseMs?: number;
  /** How often each node looks for events whose lease ran out. */
  sweepEveryMs?: number;
  batchSize?: number;
};

const DEFAULTS = { leaseMs: 30_000, sweepEveryMs: 5_000, batchSize: 200 };

/**
 * Delivers domain events to every channel after the transaction that wrote them committed
 * (decision 0043). The writing node holds its events (a lease written with them) and delivers
 * them at once; a sweep on any node takes the ones whose lease ran out. One holder at a time,
 * so two nodes never deliver an event together; the channels it reached are recorded, so a
 * retry repeats only the ones that failed.
 */
export function createDispatcher(o: Options) {
  const { db, channels, clock, log } = o;
  const leaseMs = o.leaseMs ?? DEFAULTS.leaseMs;
  const batchSize = o.batchSize ?? DEFAULTS.batchSize;
  const allChannels = channels.map((c) => c.name).join(',');
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  async function expand({ eventId, event }: Pending): Promise<Delivery> {
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

  /** One delivery of a batch: the channels each event reached, and the ones that failed. */
  type Attempt = {
    batch: Delivery[];
    reached: Map<number, Set<string>>;
    errors: Map<number, string>;
  };

  const failed = (name: string, attempt: Attempt, err: unknown) => {
    for (const d of attempt.batch) attempt.errors.set(d.eventId, `${name}: ${String(err)}`);
  };

  async function deliver(pending: Pending[]): Promise<void> {
    if (pending.length === 0) return;
    const attempt: Attempt = {
      batch: await Promise.all(pending.map(expand)),
      reached: new Map(pending.map((p) => [p.eventId, new Set(p.reached ?? [])])),
      errors: new Map(),
    };

    // Open pages first: what a reader waits for.
    for (const channel of channels) {
      if (channel.writes) continue;
      const todo = attempt.batch.filter((d) => !attempt.reached.get(d.eventId)?.has(channel.name));
      if (todo.length === 0) continue;
      try {
        await channel.deliver(todo);
        for (const d of todo) attempt.reached.get(d.eventId)?.add(channel.name);
      } catch (err) {
        log.error({ err, channel: channel.name, events: todo.length }, 'event delivery failed');
        failed(channel.name, { ...attempt, batch: todo }, err);
      }
    }

    await store(attempt);

    for (const [id, error] of attempt.errors) {
      await repo.markPartial(db, id, [...(attempt.reached.get(id) ?? [])].join(','), error);
    }
  }

  const storing = channels.filter((c) => c.writes);
  let waiting: { attempt: Attempt; settle: () => void }[] = [];
  let flushing = false;

  /**
   * Delivers an attempt to every channel that stores rows, in one transaction with the events'
   * "delivered" mark. Attempts that come while that transaction runs wait and go together in
   * the next one: under load, one commit carries many events instead of one each.
   */
  function store(attempt: Attempt): Promise<void> {
    return new Promise((settle) => {
      waiting.push({ attempt, settle });
      if (!flushing) {
        flushing = true;
        void flushStores();
      }
    });
  }

  async function flushStores(): Promise<void> {
    try {
      while (waiting.length > 0) {
        const taken = waiting;
        waiting = [];
        await storeTogether(taken.map((w) => w.attempt));
        for (const w of taken) w.settle();
      }
    } finally {
      flushing = false;
    }
  }

  async function storeTogether(attempts: Attempt[]): Promise<void> {
    const pairs = attempts.flatMap((a) => a.batch.map((d) => ({ d, a })));
    try {
      const afterCommit = await db.transaction().execute(async (trx) => {
        const hooks: AfterCommit[] = [];
        for (const channel of storing) {
          if (!channel.writes) continue;
          const todo = pairs.filter(({ d, a }) => !a.reached.get(d.eventId)?.has(channel.name));
          if (todo.length === 0) continue;
          const hook = await channel.deliver(
            todo.map(({ d }) => d),
            trx,
          );
          if (hook) hooks.push(hook);
        }
        const done = pairs.filter(({ d, a }) => !a.errors.has(d.eventId)).map(({ d }) => d.eventId);
        await repo.markDispatched(trx, done, allChannels, clock());
        return hooks;
      });
      for (const { d, a } of pairs) for (const c of storing) a.reached.get(d.eventId)?.add(c.name);
      for (const hook of afterCommit) hook();
    } catch (err) {
      const names = storing.map((c) => c.name).join('+');
      log.error({ err, channel: names, events: pairs.length }, 'event delivery failed');
      for (const attempt of attempts) failed(names, attempt, err);
    }
  }

  /** Runs `work`, logging rather than throwing: what it delivers has already committed. */
  function track(work: () => Promise<unknown>): Promise<void> {
    const run = work().then(
      () => {},
      (err) => log.error({ err }, 'event dispatch failed'),
    );
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  /** Takes and delivers one batch of events whose lease ran out; answers how many. */
  async function sweepOnce(): Promise<number> {
    const now = clock();
    const rows = await repo.claimDue(db, now, new Date(now.getTime() + leaseMs), batchSize);
    await deliver(
      rows.map((row) => ({
        eventId: row.event_id,
        event: JSON.parse(row.body) as DomainEvent,
        reached: row.done_channels.split(',').filter(Boolean),
      })),
    );
    return rows.length;
  }

  return {
    /** The channels' names, as an event every channel reached records them. */
    allChannels,

    /**
     * For an event recorded already delivered (decision 0091): the channels that store rows
     * write them in the caller's transaction, which fails whole if one of them fails. Answers
     * what they do once it commits.
     */
    async storeInside(trx: Transaction<Database>, pending: Pending[]): Promise<AfterCommit[]> {
      if (pending.length === 0) return [];
      const batch = await Promise.all(pending.map(expand));
      const hooks: AfterCommit[] = [];
      for (const channel of storing) {
        if (!channel.writes) continue;
        const hook = await channel.deliver(batch, trx);
        if (hook) hooks.push(hook);
      }
      return hooks;
    },

    /**
     * After that commit, the open pages: told once, on a best-effort basis (a page that missed
     * it reads the stored rows when it reconnects); a failure is logged, not retried.
     */
    reachOpenPages(pending: Pending[]): Promise<void> {
      return track(async () => {
        if (pending.length === 0) return;
        const batch = await Promise.all(pending.map(expand));
        for (const channel of channels) {
          if (channel.writes) continue;
          await channel.deliver(batch).catch((err: unknown) => {
            log.error(
              { err, channel: channel.name, events: batch.length },
              'event delivery failed',
            );
          });
        }
      });
    },

    /** Until when a node holds the events it writes now. */
    leaseFromNow: () => new Date(clock().getTime() + leaseMs),

    /** Delivers events this node just committed, and holds (never throws: they are stored). */
    dispatch(pending: Pending[]): Promise<void> {
      return track(async () => {
        for (let i = 0; i < pending.length; i += batchSize) {
          await deliver(pending.slice(i, i + batchSize));
        }
      });
    },

    /** Delivers every event whose lease ran out, batch after batch; answers how many. */
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
      for (const channel of channels) if (!channel.writes) channel.signal?.(signal);
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
      timer = setInterval(() => void track(() => this.sweep()), every);
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
