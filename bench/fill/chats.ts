/**
 * Chats: a head for every client and provider who negotiated, the offers of each negotiated
 * request (1-3: the client's price, the provider's counter, the client's counter; the last
 * one decides), and the messages: one per offer plus 1-8 texts around it per request.
 */
import { sql } from 'kysely';
import { pick } from './setup';
import { count, inParallel, type Step } from './step';
import { clientTexts, providerTexts } from './texts';

export const chatSteps: Step[] = [
  {
    table: 'chat_heads',
    async run(db) {
      const res =
        await sql`insert into chat_heads (room, client_id, sp_id, last_message, updated_at)
        select room, client_id, sp_id, '', min(request_date)
        from gen.req where nego
        group by room, client_id, sp_id
        order by min(request_date)`.execute(db);
      return res.numAffectedRows;
    },
  },
  {
    table: 'gen.offer (staging)',
    async run(db) {
      // Offer m of k is made at t_end - (k + 1 - m) * step: the last one `step` (at most
      // 20 hours, inside the offer TTL) before the request was decided, or before now.
      await sql`create unlogged table gen.offer as
        select (row_number() over (order by created_at, rid, m))::int as offer_id,
          hashtext(room) & 1 as part, x.*
        from (
          select q.rid, q.room, q.status as req_status, q.k, m, q.step, q.t_end,
            case when m % 2 = 1 then 'clients' else 'serviceproviders' end as made_by,
            q.price_minor + (q.k - m) * 5000 * case when m % 2 = 1 then -1 else 1 end
              as price_minor,
            q.t_end - (q.k + 1 - m) * q.step as created_at
          from gen.req q cross join generate_series(1, q.k) m
          where q.nego
        ) x`.execute(db);
      return count(db, 'gen.offer');
    },
  },
  {
    table: 'offers',
    async run(db) {
      const rows = await inParallel(
        db,
        (part) => sql`insert into offers (offer_id, request_id, room, made_by, price_minor,
            status, replaces_offer_id, created_at, expires_at, decided_at)
          select offer_id, rid, room, made_by, price_minor,
            case when m < k then 'superseded' when req_status = 'pending' then 'pending'
              when req_status = 'cancelled' then 'withdrawn'
              when req_status = 'expired' then 'expired' else 'accepted' end,
            lag(offer_id) over (partition by rid order by m),
            created_at, created_at + p.offer_ttl,
            case when m < k then created_at + step when req_status = 'pending' then null
              when req_status = 'expired' then least(created_at + p.offer_ttl, t_end)
              else t_end end
          from gen.offer cross join gen.params p
          where part = ${part}
          order by offer_id`,
      );
      await sql`select setval(pg_get_serial_sequence('offers', 'offer_id'), max(offer_id))
        from offers`.execute(db);
      return rows;
    },
  },
  {
    table: 'gen.msg (staging)',
    async run(db) {
      const key = sql`key`;
      // Numbered in time order: the app reads a chat by message id.
      await sql`create unlogged table gen.msg as
        select (row_number() over (order by created_at, offer_id))::int as message_id,
          hashtext(room) & 1 as part, x.*
        from (
          select room, made_by as sender,
            case when m = 1 then 'Service request for ' else 'Counter-offer: ' end
              || gen.money(price_minor) as text,
            'service_request' as type, rid as request_id, offer_id, created_at
          from gen.offer
          union all
          select room, sender,
            case when sender = 'clients' then ${pick(clientTexts, key, 24)}
              else ${pick(providerTexts, key, 25)} end,
            'text', null, null,
            request_date + (msg_end - request_date) * gen.r(key, 26)
          from (
            select q.room, q.request_date, q.i * 32 + t as key,
              case when gen.r(q.i * 32 + t, 23) < 0.5 then 'clients' else 'serviceproviders' end
                as sender,
              case q.status
                when 'completed' then q.completed_date
                when 'cancelled' then q.cancelled_at
                when 'expired' then q.expired_at
                when 'pending' then q.now - interval '1 minute'
                else least(q.now - interval '1 minute', q.accepted_at + interval '3 days')
              end as msg_end
            from gen.req q cross join generate_series(1, q.texts) t
            where q.nego
          ) texts
        ) x`.execute(db);
      return count(db, 'gen.msg');
    },
  },
  {
    table: 'chat_messages',
    async run(db) {
      const rows = await inParallel(
        db,
        (part) => sql`insert into chat_messages (message_id, room, sender_type, message_text,
            type, request_id, offer_id, created_at)
          select message_id, room, sender, text, type, request_id, offer_id, created_at
          from gen.msg where part = ${part} order by message_id`,
      );
      await sql`select setval(pg_get_serial_sequence('chat_messages', 'message_id'),
        max(message_id)) from chat_messages`.execute(db);
      return rows;
    },
  },
  {
    table: 'chat_heads (last message)',
    async run(db) {
      const res = await sql`update chat_heads h
        set last_message = left(m.message_text, 120), updated_at = m.created_at
        from (select max(message_id) as id from chat_messages group by room) last
        join chat_messages m on m.message_id = last.id
        where m.room = h.room`.execute(db);
      return res.numAffectedRows;
    },
  },
  {
    // What the app's message write keeps on each head (decision 0111), as migration 0060
    // computes it for rows written before.
    table: 'chat_heads (first question and answer)',
    async run(db) {
      const res = await sql`update chat_heads h set asked_at = a.asked_at, answered_at = (
          select min(m.created_at) from chat_messages m
          where m.room = a.room and m.sender_type = 'serviceproviders'
            and m.created_at >= a.asked_at)
        from (
          select room, min(created_at) as asked_at from chat_messages
          where sender_type = 'clients' group by room
        ) a
        where a.room = h.room`.execute(db);
      return res.numAffectedRows;
    },
  },
];
