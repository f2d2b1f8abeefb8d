import type { Kysely, Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { pastCursor } from '../../db/keyset';
import { catalogText } from '../../db/names';
import type { Database, ServiceProvidersTable } from '../../db/schema';
import { notSuspended } from '../../db/suspensions';

type Db = Kysely<Database> | Transaction<Database>;

export type NewProviderProfile = Omit<
  ServiceProvidersTable,
  'status' | 'tips' | 'terms_accepted_at' | 'profile_image' | 'city_changed_at'
> & { tips: boolean };

/** A new provider's profile, beside its account (registration; seeding and fixtures too). */
export function insertProviderProfile(db: Db, profile: NewProviderProfile) {
  return db
    .insertInto('service_providers')
    .values({ ...profile, terms_accepted_at: new Date() })
    .execute();
}

/** The provider's profile row, its city named in `language` (decision 0059). */
export function findProfile(db: Db, spId: number, language: Language) {
  return db
    .selectFrom('service_providers as sp')
    .innerJoin('accounts as a', 'a.id', 'sp.sp_id')
    .innerJoin('cities as c', 'c.city_id', 'sp.city_id')
    .select([
      'sp.sp_id',
      'sp.first_name',
      'sp.last_name',
      'sp.phone',
      'sp.address',
      'sp.city_id',
      catalogText(language, 'c').as('city_name'),
      'sp.gender',
      'sp.dob',
      'sp.profile_image',
      'sp.city_changed_at',
      'sp.status',
      'a.email',
      'a.created_at',
      'a.language',
      notSuspended('sp.sp_id').as('not_suspended'),
    ])
    .where('sp.sp_id', '=', spId)
    .executeTakeFirst();
}

/** The provider's current image name, with the row locked until the transaction ends. */
export async function lockProfileImage(db: Db, spId: number): Promise<string | null> {
  const row = await db
    .selectFrom('service_providers')
    .select('profile_image')
    .where('sp_id', '=', spId)
    .forUpdate()
    .executeTakeFirst();
  return row?.profile_image ?? null;
}

export function updateProfile(
  db: Db,
  spId: number,
  changes: {
    first_name: string;
    last_name: string;
    phone: string;
    address: string;
    gender: 'female' | 'male' | 'other';
    dob: string;
    profile_image?: string;
  },
) {
  return db.updateTable('service_providers').set(changes).where('sp_id', '=', spId).execute();
}

/**
 * Moves the provider to another city unless it last moved after `cutoff` (compare-and-set, so
 * two saves at once make one change); false when refused.
 */
export async function moveCity(db: Db, spId: number, cityId: number, now: Date, cutoff: Date) {
  const moved = await db
    .updateTable('service_providers')
    .set({ city_id: cityId, city_changed_at: now })
    .where('sp_id', '=', spId)
    .where((eb) => eb.or([eb('city_changed_at', 'is', null), eb('city_changed_at', '<=', cutoff)]))
    .returning('sp_id')
    .executeTakeFirst();
  return moved !== undefined;
}

/** Services in `ids` that are active in an active category. */
export async function activeServiceIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('services as s')
    .innerJoin('categories as c', 'c.category_id', 's.category_id')
    .select('s.service_id')
    .where('s.service_id', 'in', ids)
    .where('s.status', '=', 'active')
    .where('c.status', '=', 'active')
    .execute();
  return new Set(rows.map((r) => r.service_id));
}

export function upsertOfferedServices(
  db: Db,
  spId: number,
  services: Array<{ serviceId: number; available: boolean }>,
) {
  return db
    .insertInto('provider_services')
    .values(services.map((s) => ({ sp_id: spId, service_id: s.serviceId, available: s.available })))
    .onConflict((oc) =>
      oc
        .columns(['sp_id', 'service_id'])
        .doUpdateSet((eb) => ({ available: eb.ref('excluded.available') })),
    )
    .execute();
}

/**
 * The provider's offered services that clients can see (active, in active categories), named
 * in `language`, in the order of their English names (the same order in every language).
 */
export function listOfferedServices(db: Db, spId: number, language: Language, serviceId?: number) {
  let query = db
    .selectFrom('provider_services as ps')
    .innerJoin('services as s', 's.service_id', 'ps.service_id')
    .innerJoin('categories as c', 'c.category_id', 's.category_id')
    .select([
      's.service_id',
      catalogText(language, 's').as('service_name'),
      catalogText(language, 'c').as('category_name'),
      'ps.available as availability_status',
    ])
    .where('ps.sp_id', '=', spId)
    .where('s.status', '=', 'active')
    .where('c.status', '=', 'active')
    .orderBy('c.name')
    .orderBy('s.name');
  if (serviceId !== undefined) query = query.where('ps.service_id', '=', serviceId);
  return query.execute();
}

export async function setAvailability(db: Db, spId: number, serviceId: number, available: boolean) {
  const result = await db
    .updateTable('provider_services')
    .set({ available })
    .where('sp_id', '=', spId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removeOfferedService(db: Db, spId: number, serviceId: number) {
  const result = await db
    .deleteFrom('provider_services')
    .where('sp_id', '=', spId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Ratings and comments on a provider's orders, newest first, after the cursor's review; the
 * service named in `language`.
 */
export function reviewsOf(
  db: Db,
  spId: number,
  afterId: number | undefined,
  limit: number,
  language: Language,
) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('service_requests as r', 'r.request_id', 'f.request_id')
    .innerJoin('clients as c', 'c.client_id', 'r.client_id')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .select([
      'f.request_id',
      'c.name as client_name',
      catalogText(language, 's').as('service_name'),
      'f.rating',
      'f.comment as review',
      'f.created_at as review_date',
      'f.reply',
      'f.replied_at as reply_date',
    ])
    .where('r.sp_id', '=', spId)
    .where('f.hidden_at', 'is', null)
    .where(
      pastCursor(
        { table: 'feedback', alias: 'f', sort: 'created_at', id: 'request_id' },
        'newest first',
        afterId,
      ),
    )
    .orderBy('f.created_at', 'desc')
    .orderBy('f.request_id', 'desc')
    .limit(limit)
    .execute();
}

/** Average rating (exact) and number of ratings of a provider's orders. */
export async function ratingOf(db: Db, spId: number) {
  const row = await db
    .selectFrom('feedback as f')
    .innerJoin('service_requests as r', 'r.request_id', 'f.request_id')
    .select((eb) => [
      eb.fn.avg<string | number | null>('f.rating').as('average'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('r.sp_id', '=', spId)
    .where('f.hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    average: row.average === null ? null : Number(row.average),
    count: Number(row.count),
  };
}
