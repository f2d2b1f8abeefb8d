import type { Kysely, Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A request's service (in `language`), its number and its price, by the request's id: the price
 * a resolved dispute settled it at, else the agreed one (notices of disputes target the order).
 */
export function requestSubject(db: Db, requestId: number, language: Language) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('services as sv', 'sv.service_id', 'r.service_id')
    .select((eb) => [
      'r.request_id',
      eb.fn
        .coalesce(
          eb
            .selectFrom('disputes as d')
            .select('d.adjusted_price_minor')
            .whereRef('d.request_id', '=', 'r.request_id')
            .where('d.adjusted_price_minor', 'is not', null)
            .orderBy('d.dispute_id', 'desc')
            .limit(1),
          'r.price_minor',
        )
        .as('price_minor'),
      catalogText(language, 'sv').as('service'),
    ])
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();
}

/** The same for an offer: its request's service and number, the offer's own price. */
export function offerSubject(db: Db, offerId: number, language: Language) {
  return db
    .selectFrom('offers as o')
    .innerJoin('service_requests as r', 'r.request_id', 'o.request_id')
    .innerJoin('services as sv', 'sv.service_id', 'r.service_id')
    .select(['r.request_id', 'o.price_minor', catalogText(language, 'sv').as('service')])
    .where('o.offer_id', '=', offerId)
    .executeTakeFirst();
}
