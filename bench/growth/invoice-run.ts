/**
 * The invoice run, in process, as invoice-lines.test.ts calls it: `generate()` of the billing
 * service on a kysely pg connection to a bench database, with a clock of our own.
 */
import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { kyselyForPostgres } from '../../server/db/postgres-client';
import type { Database } from '../../server/db/schema';
import { createBillingService } from '../../server/modules/billing/billing.service';
import { createProvidersService } from '../../server/modules/providers/providers.service';
import { outboxWithoutChannels } from '../../server/test/event-outbox';

export type InvoiceRunner = {
  /** The hourly run now: last month is billed, it has nothing to do. */
  hourly(): Promise<{ ms: number; created: number }>;
  /** The run at the start of next month, billing this month so far; then undone. */
  monthEnd(): Promise<{ ms: number; created: number }>;
  close(): Promise<void>;
};

function billing(db: Kysely<Database>, clock: () => Date) {
  return createBillingService({
    db,
    files: undefined as never,
    audit: undefined as never, // the invoice run writes no admin action
    events: outboxWithoutChannels(db),
    providers: createProvidersService(db),
    clock,
    currency: 'PKR',
    log: Fastify({ logger: false }).log,
    pdfs: undefined as never, // renders no PDF
  });
}

async function timed(run: () => Promise<number>): Promise<{ ms: number; created: number }> {
  const started = performance.now();
  const created = await run();
  return { ms: performance.now() - started, created };
}

export function invoiceRunner(databaseUrl: string): InvoiceRunner {
  const db = kyselyForPostgres(databaseUrl, 2);
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const nextMonth = new Date(Date.UTC(year, month, 1, 1));
  const hourly = billing(db, () => new Date());
  const monthEnd = billing(db, () => nextMonth);
  return {
    hourly: () => timed(() => hourly.generate()),
    async monthEnd() {
      // Never undo what was not ours: this month has no invoices until it ends.
      const existing = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('billing_year', '=', year)
        .where('billing_month', '=', month)
        .executeTakeFirstOrThrow();
      if (Number(existing.n) > 0) throw new Error(`invoices for ${year}-${month} exist already`);
      const result = await timed(() => monthEnd.generate());
      // Undone: this month's invoices (their lines go with them) and its billed mark.
      await db
        .deleteFrom('invoices')
        .where('billing_year', '=', year)
        .where('billing_month', '=', month)
        .execute();
      await db
        .deleteFrom('billed_months')
        .where('billing_year', '=', year)
        .where('billing_month', '=', month)
        .execute();
      // The server may run without autovacuum: leave no dead rows behind.
      await sql`vacuum (analyze) invoices, invoice_lines, billed_months`.execute(db);
      return result;
    },
    close: () => db.destroy(),
  };
}
