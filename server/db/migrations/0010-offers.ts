import { type Kysely, sql } from 'kysely';

/**
 * Offers become rows of their own (decision 0023): an id, the request and chat, who made it,
 * its price and what became of it, the offer it replaced, and its times. Chat messages point
 * at the offer they show. Requests can expire. Existing offers move over with their status
 * (the old 'canceled', a client taking its offer back, is 'withdrawn').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('offer_id', 'serial', (c) => c.primaryKey())
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('service_requests.request_id').onDelete('cascade'),
    )
    .addColumn('room', 'text', (c) => c.notNull().references('chat_heads.room').onDelete('cascade'))
    .addColumn('made_by', 'text', (c) =>
      c.notNull().check(sql`made_by in ('clients', 'serviceproviders')`),
    )
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(
          sql`status in ('pending', 'accepted', 'declined', 'withdrawn', 'superseded', 'expired')`,
        ),
    )
    .addColumn('replaces_offer_id', 'integer', (c) => c.references('offers.offer_id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reminded_at', 'timestamptz')
    .addCheckConstraint(
      'offers_decided_when_closed',
      sql`(status = 'pending') = (decided_at is null)`,
    )
    .execute();
  // One open offer per request in a chat; one winner per request.
  await sql`create unique index offers_one_pending on offers (request_id, room)
    where status = 'pending'`.execute(db);
  await sql`create unique index offers_one_accepted on offers (request_id)
    where status = 'accepted'`.execute(db);
  await db.schema
    .createIndex('offers_by_request')
    .on('offers')
    .columns(['request_id', 'offer_id'])
    .execute();
  await db.schema
    .createIndex('offers_pending_expiry')
    .on('offers')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  // Each old offer message becomes an offer, matched back to its message by id. An old
  // 'withdrawn' offer followed by a newer one in the same chat was replaced: 'superseded'.
  // Old pending offers get a full answer time from now, not an expiry in the past.
  await sql`alter table offers add column legacy_message_id integer`.execute(db);
  await sql`insert into offers (request_id, room, made_by, price_minor, status, created_at,
      expires_at, decided_at, legacy_message_id)
    select request_id, room, sender_type, price_minor,
      case
        when offer_status = 'canceled' then 'withdrawn'
        when offer_status = 'withdrawn' and exists (
          select 1 from chat_messages later
          where later.type = 'service_request' and later.request_id = m.request_id
            and later.room = m.room and later.message_id > m.message_id) then 'superseded'
        else offer_status
      end,
      created_at,
      case when offer_status = 'pending' then greatest(created_at, now()) else created_at end
        + interval '48 hours',
      case when offer_status = 'pending' then null else created_at end,
      message_id
    from chat_messages m where type = 'service_request' order by message_id`.execute(db);
  // A superseded offer is replaced by the next offer in its chat.
  await sql`update offers o set replaces_offer_id = prev.offer_id
    from offers prev
    where prev.status = 'superseded' and prev.request_id = o.request_id and prev.room = o.room
      and prev.legacy_message_id = (
        select max(m.message_id) from chat_messages m
        where m.type = 'service_request' and m.request_id = o.request_id and m.room = o.room
          and m.message_id < o.legacy_message_id)`.execute(db);
  await db.schema
    .alterTable('chat_messages')
    .addColumn('offer_id', 'integer', (c) => c.references('offers.offer_id').onDelete('cascade'))
    .execute();
  await sql`update chat_messages m set offer_id = o.offer_id
    from offers o where o.legacy_message_id = m.message_id`.execute(db);
  await sql`alter table offers drop column legacy_message_id`.execute(db);
  await db.schema
    .alterTable('chat_messages')
    .dropConstraint('chat_messages_offer_fields')
    .execute();
  await sql`drop index if exists chat_messages_one_pending_offer`.execute(db);
  await sql`drop index if exists chat_messages_one_accepted_offer`.execute(db);
  await sql`drop index if exists chat_messages_offers`.execute(db);
  await db.schema.alterTable('chat_messages').dropColumn('offer_status').execute();
  await db.schema.alterTable('chat_messages').dropColumn('price_minor').execute();
  await db.schema
    .alterTable('chat_messages')
    .addCheckConstraint(
      'chat_messages_offer_fields',
      sql`(type = 'text' and request_id is null and offer_id is null)
        or (type = 'service_request' and request_id is not null and offer_id is not null)`,
    )
    .execute();
  await sql`create unique index chat_messages_one_per_offer on chat_messages (offer_id)
    where offer_id is not null`.execute(db);

  await db.schema
    .alterTable('service_requests')
    .dropConstraint('service_requests_status_check')
    .execute();
  await db.schema
    .alterTable('service_requests')
    .addCheckConstraint(
      'service_requests_status_check',
      sql`status in ('pending', 'accepted', 'completed', 'cancelled', 'expired')`,
    )
    .execute();
  await db.schema
    .alterTable('service_requests')
    .dropConstraint('service_requests_assigned')
    .execute();
  await db.schema
    .alterTable('service_requests')
    .addCheckConstraint(
      'service_requests_assigned',
      sql`status in ('pending', 'cancelled', 'expired') or (sp_id is not null and price_minor is not null)`,
    )
    .execute();
  await db.schema.alterTable('service_requests').addColumn('expired_at', 'timestamptz').execute();
  await db.schema
    .createIndex('service_requests_pending_age')
    .on('service_requests')
    .column('request_date')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0010-offers cannot be undone: offer history has no place in the old shape.');
}
