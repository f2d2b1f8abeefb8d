import { type Kysely, sql, type Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText, providerName } from '../../db/names';
import type { Database, UserRole } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Appointments a calendar shows: each with what its event names, in `language`. */
function eventsQuery(db: Db, accountId: number, role: UserRole, language: Language) {
  const own = role === 'serviceproviders' ? 'a.sp_id' : 'a.client_id';
  return db
    .selectFrom('appointments as a')
    .innerJoin('service_requests as r', 'r.request_id', 'a.request_id')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('cities as c', 'c.city_id', 'r.city_id')
    .innerJoin('clients as cl', 'cl.client_id', 'a.client_id')
    .innerJoin('service_providers as sp', 'sp.sp_id', 'a.sp_id')
    .select([
      'a.request_id',
      'a.starts_at',
      'a.ends_at',
      'a.time_zone',
      'a.booked_at',
      'a.cancelled_at',
      'r.status as order_status',
      'r.address',
      catalogText(language, 's').as('service'),
      catalogText(language, 'c').as('city'),
      (role === 'serviceproviders' ? sql<string>`${sql.ref('cl.name')}` : providerName('sp')).as(
        'other_party',
      ),
    ])
    .where(own, '=', accountId);
}

export type CalendarEventRow = Awaited<ReturnType<typeof calendarEventsOf>>[number];

/** The account's appointments that start in [from, to), cancelled ones too, by start. */
export function calendarEventsOf(
  db: Db,
  account: { id: number; role: UserRole; language: Language },
  from: Date,
  to: Date,
  limit: number,
) {
  return eventsQuery(db, account.id, account.role, account.language)
    .where('a.starts_at', '>=', from)
    .where('a.starts_at', '<', to)
    .orderBy('a.starts_at')
    .limit(limit)
    .execute();
}

/** One order's appointment, if the account is a party to it and it has one. */
export function calendarEventOf(
  db: Db,
  account: { id: number; role: UserRole; language: Language },
  requestId: number,
) {
  return eventsQuery(db, account.id, account.role, account.language)
    .where('a.request_id', '=', requestId)
    .executeTakeFirst();
}
