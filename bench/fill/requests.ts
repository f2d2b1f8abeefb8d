/**
 * Requests: staged in gen.req0 (the generated ones, then the probes), dated and numbered in
 * gen.req (request ids follow request dates), then written to service_requests.
 *
 * Statuses: 10% pending (filed within the request TTL), 9.5% accepted (last 20 days), 69.5%
 * completed and 10% cancelled (over two years), 0.8% expired, 0.2% disputed (open). Every
 * accepted, completed or disputed request was negotiated in the chat of its client and
 * provider; half of the others were too (see chats.ts). 60% ask for an evening slot; the
 * orders among them are booked at it.
 */
import { sql } from 'kysely';
import { probeRequests } from './probes';
import { pick } from './setup';
import { count, type Step } from './step';
import { descriptions, streets } from './texts';

const ASSIGNED = sql`('accepted', 'completed', 'disputed')`;

export const requestSteps: Step[] = [
  {
    table: 'gen.req (staging)',
    async run(db) {
      await sql`create unlogged table gen.req0 (i bigint, client_id int, sp_id int, city_idx int,
        cat int, off int, status text, request_date timestamptz, nego bool, k int, texts int,
        reviewed bool)`.execute(db);
      // A client deals with 2-5 providers of its home city; each request goes to one of them
      // and asks for one of the three services that provider offers.
      await sql`insert into gen.req0
        select i, 101 + providers + j, 101 + n, n % ncity, (n / ncity) % ncat,
          ((n / (ncity * ncat)) % nsvc + floor(gen.r(i, 3) * 3)::int) % nsvc,
          status,
          case status
            when 'pending' then now - gen.r(i, 5) * (request_ttl - interval '1 day')
            when 'accepted' then now - interval '1 hour' - gen.r(i, 5) * interval '20 days'
            when 'disputed' then now - interval '2 hours' - gen.r(i, 5) * interval '25 days'
            when 'expired' then now - request_ttl - interval '1 day'
              - gen.r(i, 5) * (interval '729 days' - request_ttl)
            else now - interval '1 day' - gen.r(i, 5) * interval '729 days'
          end,
          nego,
          case when nego then 1 + (gen.r(i, 10) >= 0.45)::int + (gen.r(i, 10) >= 0.8)::int else 0 end,
          case when nego then 1 + floor(gen.r(i, 11) * 8)::int else 0 end,
          status = 'completed' and gen.r(i, 12) < 0.6
        from (
          select s.*, status in ${ASSIGNED} or gen.r(i, 9) < 0.5 as nego
          from (
            select c.*,
              j % ncity + ncity * floor(
                gen.r(j * 8 + floor(gen.r(i, 2) * (2 + floor(gen.r(j, 100) * 4)))::bigint, 101)
                * ((providers - 1 - j % ncity) / ncity + 1))::int as n,
              case when u < 0.1 then 'pending' when u < 0.195 then 'accepted'
                when u < 0.89 then 'completed' when u < 0.99 then 'cancelled'
                when u < 0.998 then 'expired' else 'disputed' end as status
            from (
              select p.*, i, floor(gen.r(i, 1) * p.clients)::int as j, gen.r(i, 4) as u
              from gen.params p, generate_series(1, p.requests) i
            ) c
          ) s
        ) t`.execute(db);
      const probes = probeRequests.map(
        (r, q) => sql`(${-(q + 1)}, ${r.clientId}, ${r.spId}, 0, ${r.cat}, ${r.off}, ${r.status},
          (select now from gen.params) - make_interval(days => ${r.ageDays}), ${r.nego},
          ${r.offers}, ${r.texts}, ${r.reviewed})`,
      );
      await sql`insert into gen.req0 values ${sql.join(probes)}`.execute(db);
      // The times that follow from the status, within what the app allows: offers answered
      // within their TTL, completion after acceptance, everything before now.
      await sql`create unlogged table gen.req as
        select t.*, least((t_end - request_date) / (k + 1), interval '20 hours') as step
        from (
          select a.*,
            case when status = 'completed' then accepted_at + least(
              interval '1 hour' + gen.r(i, 7) * interval '5 days', (now - accepted_at) * 0.9)
            end as completed_date,
            case when status = 'disputed' then accepted_at + (now - accepted_at) * gen.r(i, 7)
            end as disputed_at,
            case when status = 'accepted' and accepted_at < now - stale_after
              then accepted_at + stale_after end as stale_reminded_at,
            case when assigned then accepted_at when status = 'cancelled' then cancelled_at
              when status = 'expired' then expired_at else now end as t_end
          from (
            select q.*, p.now, p.stale_after,
              (row_number() over (order by q.request_date, q.i))::int as rid,
              c.city_id, v.service_id, v.name as service_name,
              'room_' || q.client_id || '_' || q.sp_id as room,
              q.status in ${ASSIGNED} as assigned,
              (5 + floor(gen.r(q.i, 8) * 196)::int) * 10000 as price_minor,
              case when q.status in ${ASSIGNED} then q.request_date + gen.r(q.i, 6)
                * least(interval '40 hours', (p.now - q.request_date) / 2) end as accepted_at,
              case when q.status = 'cancelled' then q.request_date + least(
                gen.r(q.i, 6) * interval '3 days', (p.now - q.request_date) * 0.9)
              end as cancelled_at,
              case when q.status = 'expired' then q.request_date + p.request_ttl
                + gen.r(q.i, 6) * interval '5 minutes' end as expired_at
            from gen.req0 q
            cross join gen.params p
            join gen.city c on c.idx = q.city_idx
            join gen.svc v on v.cat = q.cat and v.off = q.off
          ) a
        ) t`.execute(db);
      await sql`drop table gen.req0`.execute(db);
      return count(db, 'gen.req');
    },
  },
  {
    table: 'service_requests',
    async run(db) {
      const i = sql`i`;
      const res = await sql`insert into service_requests (request_id, client_id, service_id,
          city_id, description, address, status, sp_id, price_minor, request_date, accepted_at,
          completed_date, cancelled_at, expired_at, disputed_at, stale_reminded_at, when_kind,
          slot_window, slot_start, slot_end)
        select rid, client_id, service_id, city_id, ${pick(descriptions, i, 20)},
          (1 + floor(gen.r(i, 21) * 200)::int) || ' ' || ${pick(streets, i, 22)}, status,
          case when assigned then sp_id end, case when assigned then price_minor end,
          request_date, accepted_at, completed_date, cancelled_at, expired_at, disputed_at,
          stale_reminded_at, case when slotted then 'window' end,
          case when slotted then 'evening' end, slot_day + interval '12 hours',
          slot_day + interval '16 hours'
        from (
          -- 60% ask for an evening (17:00-21:00 in Karachi) 1 to 7 days after they were filed.
          select g.*, gen.r(g.i, 23) < 0.6 as slotted,
            case when gen.r(g.i, 23) < 0.6 then date_trunc('day', g.request_date, 'UTC')
              + make_interval(days => 1 + floor(gen.r(g.i, 24) * 7)::int) end as slot_day
          from gen.req g) q
        order by rid`.execute(db);
      await sql`select setval(pg_get_serial_sequence('service_requests', 'request_id'),
        max(request_id)) from service_requests`.execute(db);
      return res.numAffectedRows;
    },
  },
  {
    // Every order whose request asked for a slot is booked at it (decision 0075): the
    // agendas and the reminders read these.
    table: 'appointments',
    async run(db) {
      const res = await sql`insert into appointments (request_id, sp_id, client_id, starts_at,
          ends_at, time_zone, booked_at)
        select request_id, sp_id, client_id, slot_start, slot_end, 'Asia/Karachi', accepted_at
        from service_requests
        where sp_id is not null and slot_start is not null and accepted_at is not null
        order by request_id`.execute(db);
      return res.numAffectedRows;
    },
  },
];
