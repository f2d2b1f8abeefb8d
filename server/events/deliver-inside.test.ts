import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '#contracts/domain-events';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/schema';
import { insertAccount } from '../modules/auth/auth.repo';
import { openTestDatabase } from '../test/test-database';
import type { Channel } from './channel';
import { createDispatcher } from './dispatcher';
import { createEventOutbox } from './event-outbox';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const clock = () => new Date('2026-06-02T09:00:00Z');
let subject = 5_000;
const someEvent = (): DomainEvent => ({
  type: 'offer.expiring',
  subject: { entity: 'offer', id: ++subject },
  notices: [
    {
      to: { id: 1, role: 'clients' },
      kind: 'offer_expiring',
      params: { price_minor: 1500 },
      chat: null,
    },
  ],
});

/** An outbox whose one storing channel notes the transaction it was given, or fails. */
function outboxWith(storing: { failing: boolean }) {
  const told: string[] = [];
  const given: Transaction<Database>[] = [];
  /** Every call of the storing channel, failed or not. */
  const calls = { bell: 0 };
  const channels: Channel[] = [
    {
      name: 'live',
      writes: false,
      async deliver(batch) {
        // Read from outside the work's transaction: the event is there only once it committed.
        const committed = await database.db
          .selectFrom('domain_events')
          .select('event_id')
          .where(
            'event_id',
            'in',
            batch.map((d) => d.eventId),
          )
          .execute();
        told.push(
          ...batch.map(
            (d) =>
              `live ${d.eventId} ${committed.length === batch.length ? 'committed' : 'not committed'}`,
          ),
        );
      },
    },
    {
      name: 'bell',
      writes: true,
      async deliver(batch, trx) {
        calls.bell++;
        if (storing.failing) throw new Error('the bell is down');
        given.push(trx);
        return () => told.push(...batch.map((d) => `bell after commit ${d.eventId}`));
      },
    },
  ];
  const dispatcher = createDispatcher({
    db: database.db,
    channels,
    audiences: { matching_providers_of_request: async () => [] },
    clock,
    log: { error() {}, warn() {} },
  });
  return { outbox: createEventOutbox(database.db, dispatcher, clock), told, given, calls };
}

it('stores an event delivered inside in the work’s own transaction, recorded as delivered, and tells open pages after the commit', async () => {
  const { outbox, told, given } = outboxWith({ failing: false });
  let work: Transaction<Database> | undefined;
  await outbox.transaction(
    async (trx, record) => {
      work = trx;
      await record(someEvent());
    },
    { deliverInside: true },
  );
  expect(given).toEqual([work]);
  const row = await database.db
    .selectFrom('domain_events')
    .select(['event_id', 'dispatched_at', 'done_channels', 'lease_until'])
    .where('subject_id', '=', subject)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ done_channels: 'live,bell', lease_until: null });
  expect(row.dispatched_at).not.toBeNull();
  expect(told).toEqual([`live ${row.event_id} committed`, `bell after commit ${row.event_id}`]);
});

it('rolls the work back with the event when a storing channel fails inside, and tells nobody', async () => {
  const { outbox, told } = outboxWith({ failing: true });
  const email = `inside-${Date.now()}@example.com`;
  await expect(
    outbox.transaction(
      async (trx, record) => {
        await insertAccount(trx, 'clients', email, 'hash', 'en');
        await record(someEvent());
      },
      { deliverInside: true },
    ),
  ).rejects.toThrow('the bell is down');
  const account = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  expect(account).toBeUndefined();
  const events = await database.db
    .selectFrom('domain_events')
    .select('event_id')
    .where('subject_id', '=', subject)
    .execute();
  expect(events).toEqual([]);
  expect(told).toEqual([]);
});

describe('work that may commit together (decision 0116)', () => {
  /** Two works holding both runners until `open`, so the works after them wait and group. */
  function holdRunners(outbox: ReturnType<typeof outboxWith>['outbox']) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = ['held-a', 'held-b'].map((room) =>
      outbox.transaction(
        async (_trx, record) => {
          await opened;
          await record(someEvent());
        },
        { deliverInside: true, together: room },
      ),
    );
    return { open, held };
  }

  const accountWork =
    (email: string) =>
    async (trx: Transaction<Database>, record: (e: DomainEvent) => Promise<void>) => {
      const id = await insertAccount(trx, 'clients', email, 'hash', 'en');
      await record(someEvent());
      return id;
    };
  const accountsNamed = (emails: string[]) =>
    database.db.selectFrom('accounts').select('email').where('email', 'in', emails).execute();

  it('writes the works that came meanwhile in one transaction, whose storing channels get all their events at once', async () => {
    const { outbox, given } = outboxWith({ failing: false });
    const { open, held } = holdRunners(outbox);
    const emails = ['a', 'b', 'c'].map((n) => `together-${n}-${Date.now()}@example.com`);
    const works = emails.map((email, i) =>
      outbox.transaction(accountWork(email), { deliverInside: true, together: `room-${i}` }),
    );
    open();
    await Promise.all(held);
    const ids = await Promise.all(works);
    expect(new Set(ids).size).toBe(3);
    expect((await accountsNamed(emails)).length).toBe(3);
    // Two transactions for the held works, one for the three that waited.
    expect(given.length).toBe(3);
  });

  it('fails only the work that failed in a group: the others commit in it', async () => {
    const { outbox, given } = outboxWith({ failing: false });
    const taken = `taken-${Date.now()}@example.com`;
    await insertAccount(database.db, 'clients', taken, 'hash', 'en');
    const { open, held } = holdRunners(outbox);
    const emails = ['a', 'c'].map((n) => `regrouped-${n}-${Date.now()}@example.com`);
    const first = outbox.transaction(accountWork(emails[0] as string), {
      deliverInside: true,
      together: 'room-1',
    });
    const failing = outbox.transaction(accountWork(taken), {
      deliverInside: true,
      together: 'room-2',
    });
    const last = outbox.transaction(accountWork(emails[1] as string), {
      deliverInside: true,
      together: 'room-3',
    });
    const settled = Promise.allSettled([first, failing, last]);
    open();
    await Promise.all(held);
    const [a, b, c] = await settled;
    expect(a).toMatchObject({ status: 'fulfilled', value: expect.any(Number) });
    expect(b).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    expect(c).toMatchObject({ status: 'fulfilled', value: expect.any(Number) });
    expect((await accountsNamed(emails)).length).toBe(2);
    // The held two, then the group: its failing work rolled back to its savepoint, the two
    // others committed in it (alone, they would have made two).
    expect(given.length).toBe(3);
  });

  it('runs each work again alone when its group failed before its commit (a storing channel), one after the other', async () => {
    const { outbox, calls } = outboxWith({ failing: true });
    const { open, held } = holdRunners(outbox);
    const emails = ['a', 'b'].map((n) => `store-fails-${n}-${Date.now()}@example.com`);
    const settled = Promise.allSettled(
      emails.map((email, i) =>
        outbox.transaction(accountWork(email), { deliverInside: true, together: `room-${i}` }),
      ),
    );
    open();
    await Promise.allSettled(held);
    const outcomes = await settled;
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await accountsNamed(emails)).toEqual([]);
    // The held two, the group, then each of its two alone.
    expect(calls.bell).toBe(5);
  });

  it('fails every work of a group whose commit failed, and runs none again', async () => {
    const { outbox, calls } = outboxWith({ failing: false });
    const { open, held } = holdRunners(outbox);
    const email = `commit-fails-${Date.now()}@example.com`;
    // A constraint checked only at the commit, broken by this work.
    const breaksAtCommit = async (trx: Transaction<Database>) => {
      await sql`create temporary table checked_at_commit
        (k int unique deferrable initially deferred) on commit drop`.execute(trx);
      await sql`insert into checked_at_commit values (1), (1)`.execute(trx);
    };
    const settled = Promise.allSettled([
      outbox.transaction(breaksAtCommit, { deliverInside: true, together: 'room-1' }),
      outbox.transaction(accountWork(email), { deliverInside: true, together: 'room-2' }),
    ]);
    open();
    await Promise.all(held);
    const outcomes = await settled;
    expect(outcomes).toMatchObject([
      { status: 'rejected', reason: { code: '23505' } },
      { status: 'rejected', reason: { code: '23505' } },
    ]);
    expect(await accountsNamed([email])).toEqual([]);
    // The held two and the group: neither work ran again.
    expect(calls.bell).toBe(3);
  });
});
