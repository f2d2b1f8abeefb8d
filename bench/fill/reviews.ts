/** Reviews of 60% of the completed orders (a fifth of them answered), and the open disputes. */
import { sql } from 'kysely';
import { pick } from './setup';
import type { Step } from './step';
import { comments, disputeReasons, replies } from './texts';

export const reviewSteps: Step[] = [
  {
    table: 'feedback',
    async run(db) {
      const i = sql`i`;
      // The rating totals are added once per provider after the load: the per-row trigger,
      // queued for 400k rows, adds one review at a time and copies the provider to its
      // services each time, which took hours at the large scale.
      await sql`alter table feedback disable trigger feedback_provider_stats`.execute(db);
      const res = await sql`insert into feedback (request_id, sp_id, rating, comment, created_at,
          reply, replied_at)
        select rid, sp_id, rating, comment, created_at,
          case when answered then reply end,
          case when answered then created_at + (now - created_at) * gen.r(i, 45) end
        from (
          select q.rid, q.sp_id, q.i, q.now,
            case when u < 0.5 then 5 when u < 0.8 then 4 when u < 0.9 then 3 when u < 0.95 then 2
              else 1 end as rating,
            ${pick(comments, i, 41)} as comment, ${pick(replies, i, 42)} as reply,
            q.completed_date + least(gen.r(q.i, 43) * interval '3 days',
              (q.now - q.completed_date) * 0.9) as created_at,
            gen.r(q.i, 44) < 0.2 as answered
          from (select *, gen.r(i, 40) as u from gen.req where reviewed) q
        ) f
        order by created_at`.execute(db);
      await sql`update service_providers sp
        set rating_count = sp.rating_count + t.n, rating_sum = sp.rating_sum + t.total
        from (
          select r.sp_id, count(*)::int as n, sum(f.rating)::int as total
          from feedback f join service_requests r on r.request_id = f.request_id
          where f.hidden_at is null
          group by r.sp_id
        ) t
        where sp.sp_id = t.sp_id`.execute(db);
      await sql`alter table feedback enable trigger feedback_provider_stats`.execute(db);
      return res.numAffectedRows;
    },
  },
  {
    table: 'disputes',
    async run(db) {
      const i = sql`i`;
      const res = await sql`insert into disputes (request_id, opened_by, reason,
          order_status_before, status, created_at)
        select rid, case when gen.r(i, 50) < 0.6 then 'clients' else 'serviceproviders' end,
          ${pick(disputeReasons, i, 51)}, 'accepted', 'open', disputed_at
        from gen.req where status = 'disputed'
        order by disputed_at`.execute(db);
      await sql`insert into dispute_statements (dispute_id, author, text, created_at)
        select dispute_id, opened_by, reason, created_at from disputes order by dispute_id`.execute(
        db,
      );
      return res.numAffectedRows;
    },
  },
];
