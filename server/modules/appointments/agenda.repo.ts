import { type Kysely, sql, type Transaction } from 'kysely';
import type { Party } from '#contracts/appointments';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type AgendaRow = {
  request_id: number;
  service_name: string;
  other_name: string;
  address: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  on_my_way_at: Date | null;
  started_at: Date | null;
  clashes: number[];
};

/**
 * A slot lies within one local day (a request's or an offer's, decision 0074), so it is at
 * most 25 hours long: an appointment overlapping another starts less than this before it.
 * The bound keeps the clash lookup a short range of the agenda's index.
 */
const LONGEST_SLOT = sql`interval '25 hours'`;

/**
 * A party's live appointments starting in [start, end), in order, at most `limit`: each with
 * its service in `language`, the other party's name, the order's address, and the ids of the
 * party's other live appointments overlapping it. One query, on appointments_by_provider or
 * appointments_by_client.
 */
export async function agendaOf(
  db: Db,
  party: Party,
  id: number,
  range: { start: Date; end: Date },
  limit: number,
  language: Language,
): Promise<AgendaRow[]> {
  const mine = (alias: string) =>
    party === 'serviceproviders' ? sql.ref(`${alias}.sp_id`) : sql.ref(`${alias}.client_id`);
  const otherName =
    party === 'serviceproviders'
      ? sql`(select cl.name from clients cl where cl.client_id = a.client_id)`
      : sql`(select p.first_name || ' ' || p.last_name from service_providers p
          where p.sp_id = a.sp_id)`;
  const { rows } = await sql<AgendaRow>`
    select a.request_id, ${catalogText(language, 's')} as service_name,
      ${otherName} as other_name, r.address, a.starts_at, a.ends_at, a.time_zone,
      a.on_my_way_at, a.started_at,
      array(select b.request_id from appointments b
        where ${mine('b')} = ${mine('a')} and b.cancelled_at is null
          and b.request_id <> a.request_id
          and not exists (select 1 from service_requests br
            where br.request_id = b.request_id and br.status = 'cancelled')
          and b.starts_at < a.ends_at and b.starts_at > a.starts_at - ${LONGEST_SLOT}
          and b.ends_at > a.starts_at
        order by b.starts_at, b.request_id) as clashes
    from appointments a
      join service_requests r on r.request_id = a.request_id
      join services s on s.service_id = r.service_id
    where ${mine('a')} = ${id} and a.starts_at >= ${range.start} and a.starts_at < ${range.end}
      and a.cancelled_at is null and r.status <> 'cancelled'
    order by a.starts_at, a.request_id
    limit ${limit}`.execute(db);
  return rows;
}
