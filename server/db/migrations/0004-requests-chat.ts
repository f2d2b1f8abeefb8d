import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_requests')
    .addColumn('request_id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) =>
      c.notNull().references('clients.client_id').onDelete('cascade'),
    )
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.service_id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'completed', 'cancelled')`),
    )
    .addColumn('sp_id', 'integer', (c) => c.references('service_providers.sp_id'))
    .addColumn('price_minor', 'bigint', (c) => c.check(sql`price_minor > 0`))
    .addColumn('request_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('completed_date', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    // An accepted or completed request always has its provider and price.
    .addCheckConstraint(
      'service_requests_assigned',
      sql`status in ('pending', 'cancelled') or (sp_id is not null and price_minor is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('service_requests_feed')
    .on('service_requests')
    .columns(['city_id', 'service_id', 'request_id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('service_requests_by_client')
    .on('service_requests')
    .columns(['client_id', 'status'])
    .execute();
  await db.schema
    .createIndex('service_requests_by_provider')
    .on('service_requests')
    .columns(['sp_id', 'status'])
    .execute();

  await db.schema
    .createTable('chat_heads')
    .addColumn('room', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) =>
      c.notNull().references('clients.client_id').onDelete('cascade'),
    )
    .addColumn('sp_id', 'integer', (c) =>
      c.notNull().references('service_providers.sp_id').onDelete('cascade'),
    )
    .addColumn('last_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_heads_parties', ['client_id', 'sp_id'])
    .addCheckConstraint('chat_heads_room_name', sql`room = 'room_' || client_id || '_' || sp_id`)
    .execute();
  await db.schema.createIndex('chat_heads_by_sp').on('chat_heads').column('sp_id').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('message_id', 'serial', (c) => c.primaryKey())
    .addColumn('room', 'text', (c) => c.notNull().references('chat_heads.room').onDelete('cascade'))
    .addColumn('sender_type', 'text', (c) =>
      c.notNull().check(sql`sender_type in ('clients', 'serviceproviders')`),
    )
    .addColumn('message_text', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().defaultTo('text').check(sql`type in ('text', 'service_request')`),
    )
    .addColumn('request_id', 'integer', (c) =>
      c.references('service_requests.request_id').onDelete('cascade'),
    )
    .addColumn('offer_status', 'text', (c) =>
      c.check(sql`offer_status in ('pending', 'accepted', 'canceled', 'withdrawn')`),
    )
    .addColumn('price_minor', 'bigint', (c) => c.check(sql`price_minor > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'chat_messages_offer_fields',
      sql`(type = 'text' and request_id is null and offer_status is null and price_minor is null)
        or (type = 'service_request' and request_id is not null and offer_status is not null and price_minor is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('chat_messages_by_room')
    .on('chat_messages')
    .columns(['room', 'message_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_offers')
    .on('chat_messages')
    .columns(['request_id', 'offer_status'])
    .where(sql.ref('type'), '=', 'service_request')
    .execute();
  // At most one open offer per request in a chat, and one accepted offer per request.
  await sql`create unique index chat_messages_one_pending_offer on chat_messages (request_id, room)
    where offer_status = 'pending'`.execute(db);
  await sql`create unique index chat_messages_one_accepted_offer on chat_messages (request_id)
    where offer_status = 'accepted'`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('notification_id', 'serial', (c) => c.primaryKey())
    .addColumn('recipient_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull().references('chat_heads.room').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('notifications_by_recipient')
    .on('notifications')
    .columns(['recipient_id', 'notification_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_heads').execute();
  await db.schema.dropTable('service_requests').execute();
}
