/**
 * Billing in steady state: every finished month billed as the invoice run bills it (one
 * invoice per provider and month of completed orders, one 'order' line per order with the
 * fee shared out by running totals, invoice-plan.ts), and recorded in billed_months. The
 * newest `uploaded` invoices wait for the admin with a proof (last month's on the large set;
 * the small one reaches back further to fill more than the admin's first page), and the
 * probe provider's of last month. Of the others, older ones are paid (2% never were), last
 * month's half.
 */
import { sql } from 'kysely';
import { PROBE_PROVIDER } from './probes';
import { count, type Step } from './step';

/** Months in UTC, as the invoice run counts them. */
const THIS_MONTH = sql`date_trunc('month', p.now at time zone 'UTC')`;

export const billingSteps: Step[] = [
  {
    table: 'gen.invoice (staging)',
    async run(db) {
      await sql`create unlogged table gen.line as
        select r.request_id, r.sp_id, r.completed_date, r.price_minor, m.month,
          (sum(r.price_minor) over (partition by r.sp_id, m.month
            order by r.completed_date, r.request_id))::bigint as running
        from service_requests r
        cross join gen.params p
        cross join lateral (
          select date_trunc('month', r.completed_date at time zone 'UTC') as month) m
        where r.status = 'completed'
          and r.completed_date < ${THIS_MONTH} at time zone 'UTC'`.execute(db);
      await sql`create unlogged table gen.invoice as
        select (row_number() over (order by month, sp_id))::int as payment_id, sp_id, month,
          (month + interval '1 month' + interval '10 minutes') at time zone 'UTC' as run_at,
          sum(price_minor)::bigint as total,
          sp_id::bigint * 1000000 + extract(year from month)::int * 12
            + extract(month from month)::int as key
        from gen.line group by sp_id, month`.execute(db);
      return count(db, 'gen.invoice');
    },
  },
  {
    table: 'invoices',
    async run(db) {
      const res = await sql`insert into invoices (payment_id, sp_id, billing_year, billing_month,
          total_earnings_minor, amount_due_minor, due_date, status, proof_of_payment,
          proof_uploaded_at, paid_at, created_at)
        select payment_id, sp_id, extract(year from month)::int, extract(month from month)::int,
          total, gen.fee(total, fee_percent),
          (month + interval '1 month' + (due_day - 1) * interval '1 day')::date,
          status,
          case when status <> 'Pending' then 'bench-proof-' || payment_id || '.png' end,
          case when status <> 'Pending' then proof_at end,
          case when status = 'Paid' then proof_at + (least(proof_at + interval '3 days', now)
            - proof_at) * gen.r(key, 62) end,
          run_at
        from (
          select v.*, p.fee_percent, p.due_day, p.now,
            case
              when v.sp_id > 100 and v.waiting <= p.uploaded then 'uploaded'
              when v.month < ${THIS_MONTH} - interval '1 month' then
                case when gen.r(key, 61) < 0.98 then 'Paid' else 'Pending' end
              when v.sp_id = ${PROBE_PROVIDER} then 'uploaded'
              when gen.r(key, 61) < 0.5 then 'Paid'
              else 'Pending'
            end as status,
            run_at + (least(run_at + interval '10 days', p.now) - run_at) * gen.r(key, 63)
              as proof_at
          from (
            select *, row_number() over (
              partition by sp_id > 100 order by month desc, gen.r(key, 60)) as waiting
            from gen.invoice
          ) v
          cross join gen.params p
        ) i
        order by payment_id`.execute(db);
      await sql`select setval(pg_get_serial_sequence('invoices', 'payment_id'), max(payment_id))
        from invoices`.execute(db);
      return res.numAffectedRows;
    },
  },
  {
    table: 'invoice_lines',
    async run(db) {
      const res = await sql`insert into invoice_lines (payment_id, request_id, kind, service_name,
          client_name, address, completed_date, price_minor, earnings_minor, fee_minor,
          created_at)
        select i.payment_id, l.request_id, 'order', s.name, c.name, r.address, l.completed_date,
          l.price_minor, l.price_minor,
          gen.fee(l.running, p.fee_percent) - gen.fee(l.running - l.price_minor, p.fee_percent),
          i.run_at
        from gen.line l
        join gen.invoice i on i.sp_id = l.sp_id and i.month = l.month
        join service_requests r on r.request_id = l.request_id
        join services s on s.service_id = r.service_id
        join clients c on c.client_id = r.client_id
        cross join gen.params p
        order by i.payment_id, l.completed_date, l.request_id`.execute(db);
      return res.numAffectedRows;
    },
  },
  {
    table: 'billed_months',
    async run(db) {
      const res = await sql`insert into billed_months (billing_year, billing_month, billed_at)
        select extract(year from m)::int, extract(month from m)::int,
          (m + interval '1 month' + interval '10 minutes') at time zone 'UTC'
        from gen.params p,
          generate_series((select min(month) from gen.line), ${THIS_MONTH} - interval '1 month',
            interval '1 month') m`.execute(db);
      return res.numAffectedRows;
    },
  },
];
