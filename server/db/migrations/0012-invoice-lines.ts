import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * The fee every invoice so far was billed at. Frozen here rather than imported: the backfill
 * re-states invoices already sent, whatever the platform charges later.
 */
const BILLED_FEE_PERCENT = 10;

/**
 * Invoices keep the orders they bill (decision 0025): one row per order billed ('order') and one
 * per later change to a billed order ('adjustment'), each with what it shows and the amounts it
 * adds to the invoice's totals. An order is billed by at most one 'order' line.
 *
 * Existing invoices get their lines from the completed orders of their provider and month, as
 * their details were read until now. Fees are shared out so that the lines of an invoice add
 * up to the amount it was billed: each line's fee is the rounded running total minus the
 * rounded running total before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_lines')
    .addColumn('line_id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) =>
      c.notNull().references('invoices.payment_id').onDelete('cascade'),
    )
    // No cascade: an order that was billed stays, with its invoice.
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('service_requests.request_id'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('order', 'adjustment')`))
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('completed_date', 'timestamptz')
    // The order's billable amount as of this line: its price; 0 once cancelled.
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor >= 0`))
    // Signed: what the line adds to the invoice's total earnings and to its amount due.
    .addColumn('earnings_minor', 'bigint', (c) => c.notNull())
    .addColumn('fee_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'invoice_lines_order_amounts',
      sql`kind <> 'order' or (earnings_minor = price_minor and fee_minor >= 0)`,
    )
    .execute();
  await sql`create unique index invoice_lines_one_order_line on invoice_lines (request_id)
    where kind = 'order'`.execute(db);
  await db.schema
    .createIndex('invoice_lines_by_request')
    .on('invoice_lines')
    .column('request_id')
    .execute();
  await db.schema
    .createIndex('invoice_lines_by_invoice')
    .on('invoice_lines')
    .columns(['payment_id', 'line_id'])
    .execute();

  // The months the invoice run has billed: an order of such a month found later is late, and a
  // run in a month already billed has nothing to do (decision 0025). Every month with an
  // invoice was billed.
  await db.schema
    .createTable('billed_months')
    .addColumn('billing_year', 'integer', (c) => c.notNull())
    .addColumn('billing_month', 'integer', (c) =>
      c.notNull().check(sql`billing_month between 1 and 12`),
    )
    .addColumn('billed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('billed_months_pkey', ['billing_year', 'billing_month'])
    .execute();
  await sql`insert into billed_months (billing_year, billing_month, billed_at)
    select billing_year, billing_month, min(created_at) from invoices
    group by billing_year, billing_month`.execute(db);

  const monthStart = sql`make_timestamptz(i.billing_year, i.billing_month, 1, 0, 0, 0, 'UTC')`;
  const runningFee = (upTo: RawBuilder<unknown>) =>
    sql`round((${upTo}) * ${BILLED_FEE_PERCENT} / 100.0)`;
  const running = sql`sum(r.price_minor) over w`;
  await sql`insert into invoice_lines
      (payment_id, request_id, kind, service_name, client_name, address, completed_date,
       price_minor, earnings_minor, fee_minor, created_at)
    select i.payment_id, r.request_id, 'order', s.name, c.name, r.address, r.completed_date,
      r.price_minor, r.price_minor,
      (${runningFee(running)} - ${runningFee(sql`${running} - r.price_minor`)})::bigint,
      i.created_at
    from invoices i
    join service_requests r on r.sp_id = i.sp_id and r.status = 'completed'
      and r.completed_date >= ${monthStart}
      and r.completed_date < ${monthStart} + interval '1 month'
    join services s on s.service_id = r.service_id
    join clients c on c.client_id = r.client_id
    window w as (partition by i.payment_id order by r.completed_date, r.request_id)
    order by i.payment_id, r.completed_date, r.request_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billed_months').execute();
  await db.schema.dropTable('invoice_lines').execute();
}
