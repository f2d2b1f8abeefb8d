import { type Kysely, sql } from 'kysely';

/**
 * What the chat writes itself is stored as a kind and values (decision 0058): an offer's
 * message (`text_kind`, `text_params`) and a chat head's preview of how an offer went
 * (`last_kind`, `last_params`), with '' as the text. The English sentences the old code wrote
 * become kinds; what a person typed stays as typed. An offer whose request the client
 * cancelled is 'canceled' (the spec's live status), no longer 'withdrawn'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_messages add column text_kind text, add column text_params text`.execute(
    db,
  );
  await sql`alter table chat_heads add column last_kind text, add column last_params text`.execute(
    db,
  );

  // Heads first, while the messages still have their old texts. A head showing an offer's
  // sentence takes that offer message's kind and price, when that message is the room's newest.
  await sql`update chat_heads h
    set last_kind = case when m.message_text like 'Counter-offer: %'
          then 'offer.countered' else 'offer.made' end,
      last_params = coalesce(
        (select json_build_object('price_minor', o.price_minor)::text
         from offers o where o.offer_id = m.offer_id), '{}'),
      last_message = ''
    from chat_messages m
    where m.room = h.room
      and m.message_id = (select max(n.message_id) from chat_messages n where n.room = h.room)
      and m.type = 'service_request'
      and m.message_text = h.last_message
      and (h.last_message like 'Service request for %' or h.last_message like 'Counter-offer: %')`.execute(
    db,
  );
  // The fixed sentences, unless the room's newest message is a typed one saying the same.
  await sql`update chat_heads h
    set last_kind = case h.last_message
          when 'Sent a service request' then 'offer.made'
          when 'Accepted the service request' then 'offer.accepted'
          when 'Declined an offer' then 'offer.declined'
          when 'Withdrew an offer' then 'offer.withdrawn' end,
      last_params = '{}',
      last_message = ''
    where h.last_message in ('Sent a service request', 'Accepted the service request',
        'Declined an offer', 'Withdrew an offer')
      and not exists (select 1 from chat_messages m
        where m.room = h.room and m.type = 'text' and m.message_text = h.last_message
          and m.message_id = (select max(n.message_id) from chat_messages n where n.room = h.room))`.execute(
    db,
  );
  // Offer messages (a person never types those: their type is the server's).
  await sql`update chat_messages m
    set text_kind = case when m.message_text like 'Counter-offer: %'
          then 'offer.countered' else 'offer.made' end,
      text_params = coalesce(
        (select json_build_object('price_minor', o.price_minor)::text
         from offers o where o.offer_id = m.offer_id), '{}'),
      message_text = ''
    where m.type = 'service_request'
      and (m.message_text like 'Service request for %' or m.message_text like 'Counter-offer: %')`.execute(
    db,
  );

  await sql`alter table offers drop constraint offers_status_check`.execute(db);
  await sql`alter table offers add constraint offers_status_check check (status in
    ('pending', 'accepted', 'declined', 'withdrawn', 'canceled', 'superseded', 'expired'))`.execute(
    db,
  );
  // An offer closed when its request was cancelled was closed at the same moment.
  await sql`update offers o set status = 'canceled'
    from service_requests r
    where r.request_id = o.request_id and r.status = 'cancelled'
      and o.status = 'withdrawn' and o.decided_at = r.cancelled_at`.execute(db);
}

/** Back to sentences (English, amounts in rupees as the old code wrote them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const sentence = (kind: string, params: string) => sql`case ${sql.ref(kind)}
      when 'offer.made' then coalesce('Service request for Rs ' || to_char(
        (${sql.ref(params)}::json->>'price_minor')::numeric / 100, 'FM999,999,999,990.00'),
        'Sent a service request')
      when 'offer.countered' then 'Counter-offer: Rs ' || to_char(
        (${sql.ref(params)}::json->>'price_minor')::numeric / 100, 'FM999,999,999,990.00')
      when 'offer.accepted' then 'Accepted the service request'
      when 'offer.declined' then 'Declined an offer'
      when 'offer.withdrawn' then 'Withdrew an offer' else '' end`;
  await sql`update chat_messages set message_text = ${sentence('text_kind', 'text_params')}
    where text_kind is not null`.execute(db);
  await sql`update chat_heads set last_message = ${sentence('last_kind', 'last_params')}
    where last_kind is not null`.execute(db);
  await sql`alter table chat_messages drop column text_kind, drop column text_params`.execute(db);
  await sql`alter table chat_heads drop column last_kind, drop column last_params`.execute(db);
  await sql`update offers set status = 'withdrawn' where status = 'canceled'`.execute(db);
  await sql`alter table offers drop constraint offers_status_check`.execute(db);
  await sql`alter table offers add constraint offers_status_check check (status in
    ('pending', 'accepted', 'declined', 'withdrawn', 'superseded', 'expired'))`.execute(db);
}
