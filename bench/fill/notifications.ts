/**
 * Notifications as the app records them: one per chat message or offer, to the other party;
 * one to the maker of every accepted offer; one per paid invoice. Those of the last two days
 * are unread, older ones were read. Ids follow time, as they do in the app.
 */
import { sql } from 'kysely';
import { count, inParallel, type Step } from './step';

const CLIENT = sql`c.name`;
const PROVIDER = sql`sp.first_name || ' ' || sp.last_name`;

export const notificationSteps: Step[] = [
  {
    table: 'gen.note (staging)',
    async run(db) {
      // Numbered in time order, as the app's serial numbers them.
      await sql`create unlogged table gen.note as
        select (row_number() over (order by created_at, key))::int as notification_id,
          coalesce(hashtext(room) & 1, 0) as part, recipient_id, kind, message, room, created_at,
          case when created_at < p.now - interval '2 days'
            then created_at + interval '1 hour' * gen.r(n.key, 70) end as read_at
        from (
          select case when m.sender_type = 'clients' then h.sp_id else h.client_id end
              as recipient_id,
            case when m.type = 'text' then 'message'
              when o.replaces_offer_id is null then 'offer' else 'offer_countered' end as kind,
            case when m.type = 'text' then 'New message from '
                || case when m.sender_type = 'clients' then ${CLIENT} else ${PROVIDER} end
              when o.replaces_offer_id is null then ${CLIENT} || ' sent a service request'
              else case when m.sender_type = 'clients' then ${CLIENT} else ${PROVIDER} end
                || ' countered with ' || gen.money(o.price_minor)
            end as message,
            m.room, m.created_at, m.message_id::bigint as key
          from chat_messages m
          join chat_heads h on h.room = m.room
          join clients c on c.client_id = h.client_id
          join service_providers sp on sp.sp_id = h.sp_id
          left join offers o on o.offer_id = m.offer_id
          union all
          select case when o.made_by = 'clients' then h.client_id else h.sp_id end,
            'offer_accepted',
            case when o.made_by = 'clients' then ${PROVIDER} || ' accepted your service request'
              else ${CLIENT} || ' accepted your offer of ' || gen.money(o.price_minor) end,
            o.room, o.decided_at, -o.offer_id::bigint
          from offers o
          join chat_heads h on h.room = o.room
          join clients c on c.client_id = h.client_id
          join service_providers sp on sp.sp_id = h.sp_id
          where o.status = 'accepted'
          union all
          select i.sp_id, 'invoice_paid',
            'Your invoice for ' || to_char(make_date(i.billing_year, i.billing_month, 1),
              'FMMonth YYYY') || ' is marked as paid',
            null, i.paid_at, -10000000000 - i.payment_id
          from invoices i where i.status = 'Paid'
        ) n
        cross join gen.params p`.execute(db);
      return count(db, 'gen.note');
    },
  },
  {
    table: 'notifications',
    async run(db) {
      const rows = await inParallel(
        db,
        (part) => sql`insert into notifications (notification_id, recipient_id, kind, message,
            room, created_at, read_at)
          select notification_id, recipient_id, kind, message, room, created_at, read_at
          from gen.note where part = ${part} order by notification_id`,
      );
      await sql`select setval(pg_get_serial_sequence('notifications', 'notification_id'),
        max(notification_id)) from notifications`.execute(db);
      return rows;
    },
  },
];
