import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxWithoutChannels } from '../../test/event-outbox';
import { LAHORE, LEAK_REPAIR, newClient, newProvider, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runInvoices } from './invoice-run';

const clock = () => new Date('2027-02-01T09:00:00Z');
let t: TestApp;
let client: User;
const providers: User[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  client = await newClient(t);
  for (let i = 0; i < 5; i++) providers.push(await newProvider(t));
});
afterAll(() => t.close());

/** A January order of `sp` completed at `priceMinor` (written straight into the table). */
async function completedInJanuary(sp: User, priceMinor: number) {
  const at = new Date('2027-01-15T10:00:00Z');
  await t.db
    .insertInto('service_requests')
    .values({
      client_id: client.id,
      service_id: LEAK_REPAIR,
      city_id: LAHORE,
      description: 'The geyser leaks under the tank',
      address: '12 Mall Road',
      status: 'completed',
      sp_id: sp.id,
      price_minor: priceMinor,
      request_date: at,
      accepted_at: at,
      completed_date: at,
    })
    .execute();
}

const run = () =>
  runInvoices({
    db: t.db,
    events: outboxWithoutChannels(t.db),
    clock,
    log: t.app.log,
    batchSize: 2,
  });

const januaryInvoices = () =>
  t.db
    .selectFrom('invoices as i')
    .select(['i.sp_id', 'i.amount_due_minor'])
    .select((eb) =>
      eb
        .selectFrom('invoice_lines as l')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('l.payment_id', '=', 'i.payment_id')
        .as('lines'),
    )
    .where('i.billing_year', '=', 2027)
    .where('i.billing_month', '=', 1)
    .orderBy('i.sp_id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, lines: Number(r.lines) })));

const januaryBilled = async () =>
  (await t.db
    .selectFrom('billed_months')
    .select('billing_month')
    .where('billing_year', '=', 2027)
    .where('billing_month', '=', 1)
    .executeTakeFirst()) !== undefined;

const issuedNotices = async () =>
  Number(
    (
      await t.db
        .selectFrom('domain_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('type', '=', 'invoice.issued')
        .executeTakeFirstOrThrow()
    ).n,
  );

it('a provider that cannot be billed fails the run alone: the rest of its batch is billed, and the next run bills it', async () => {
  for (const [i, sp] of providers.entries()) await completedInJanuary(sp, (i + 1) * 10_000);
  const refused = providers[3] as User;
  // The database refuses this provider's invoice, as a failure of one provider would.
  await sql
    .raw(`create function refuse_invoice() returns trigger language plpgsql as $$
      begin if new.sp_id = ${refused.id} then raise exception 'refused in a test'; end if;
      return new; end $$`)
    .execute(t.db);
  await sql`create trigger refuse_invoice before insert on invoices
    for each row execute function refuse_invoice()`.execute(t.db);
  const noticesBefore = await issuedNotices();

  await expect(run()).rejects.toThrow(`The invoice run failed for providers ${refused.id}.`);
  // The others are billed, the refused one's batch partner included; the month is not done.
  const others = providers.filter((sp) => sp !== refused);
  expect(await januaryInvoices()).toEqual(
    others.map((sp) => ({
      sp_id: sp.id,
      amount_due_minor: ((providers.indexOf(sp) + 1) * 10_000) / 10,
      lines: 1,
    })),
  );
  expect(await januaryBilled()).toBe(false);
  expect(await issuedNotices()).toBe(noticesBefore + 4);

  await sql`drop trigger refuse_invoice on invoices`.execute(t.db);
  await sql`drop function refuse_invoice()`.execute(t.db);
  expect(await run()).toBe(1);
  expect((await januaryInvoices()).map((i) => i.sp_id)).toEqual(providers.map((sp) => sp.id));
  expect(await januaryBilled()).toBe(true);
  expect(await issuedNotices()).toBe(noticesBefore + 5);
  // The month is done: a later run has nothing to do.
  expect(await run()).toBe(0);
});
