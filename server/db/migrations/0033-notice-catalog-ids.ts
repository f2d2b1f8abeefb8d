import { type Kysely, sql } from 'kysely';

/** The tables that keep a notice's values (`params`, JSON text) with its kind and target. */
const NOTICE_TABLES = ['notifications', 'email_outbox', 'alert_outbox'] as const;

/**
 * Notices name the catalog by id (decision 0062): the service and city of a new request, the
 * service of a completed or disputed order. The rows stored before get the ids where their own
 * values say which: a new request's `request_id`, an order's or dispute's target (the order).
 * Rows they cannot be found for keep their English names, which the texts fall back on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of NOTICE_TABLES) {
    const table = sql.table(name);
    await sql`
      update ${table} n
      set params = (n.params::jsonb
        || jsonb_build_object('service_id', r.service_id, 'city_id', r.city_id))::text
      from service_requests r
      where n.kind = 'new_request'
        and n.params is not null
        and n.params::jsonb -> 'service_id' is null
        and jsonb_typeof(n.params::jsonb -> 'request_id') = 'number'
        and r.request_id = (n.params::jsonb ->> 'request_id')::int`.execute(db);
    await sql`
      update ${table} n
      set params = (n.params::jsonb || jsonb_build_object('service_id', r.service_id))::text
      from service_requests r
      where n.kind in ('order_completed', 'dispute_opened', 'dispute_statement', 'dispute_resolved')
        and n.params is not null
        and n.params::jsonb -> 'service_id' is null
        and n.target_entity = 'order'
        and r.request_id = n.target_id`.execute(db);
  }
}

/** The ids stay: they are values a reader's text may use, and the English names are kept. */
export async function down(): Promise<void> {}
