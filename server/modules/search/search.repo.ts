import { type Kysely, sql } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText, providerName } from '../../db/names';
import type { Database } from '../../db/schema';
import { notSuspended } from '../../db/suspensions';

type Db = Kysely<Database>;

/** A word to look for and how much a match of it counts (a synonym's words count less). */
export type SearchTerm = { term: string; weight: number };

export type ServiceMatch = {
  service_id: number;
  category_id: number;
  name: string;
  category_name: string;
  /** The best match of a term, 0..1, and how many of the words typed matched well. */
  best: number;
  matched: number;
};

/**
 * The active services of active categories that the terms match, best first. Each term is
 * held against the names (English and Urdu, by trigram word similarity: "plumbr" meets
 * "plumbing"), the category's names and the descriptions (counting less), and the English
 * and Urdu words by full text ("plumbers" meets "plumber"). The catalog is some hundreds of
 * services: read whole, no index (decision 0082).
 */
export async function matchServices(
  db: Db,
  terms: SearchTerm[],
  language: Language,
  minScore: number,
  max: number,
): Promise<ServiceMatch[]> {
  const { rows } = await sql<ServiceMatch>`
    with t as (
      select term, weight from jsonb_to_recordset(${JSON.stringify(terms)}::jsonb)
        as t(term text, weight float8)
    ), d as (
      select s.service_id, s.category_id,
        ${catalogText(language, 's')} as name, ${catalogText(language, 'cat')} as category_name,
        lower(s.name || ' ' || coalesce(s.name_ur, '')) as names,
        lower(cat.name || ' ' || coalesce(cat.name_ur, '')) as category_names,
        lower(s.description || ' ' || coalesce(s.description_ur, '')) as descriptions,
        to_tsvector('english', s.name || ' ' || s.description || ' ' || cat.name) as english,
        to_tsvector('simple', coalesce(s.name_ur, '') || ' ' || coalesce(s.description_ur, '')
          || ' ' || coalesce(cat.name_ur, '')) as urdu
      from services s
      join categories cat on cat.category_id = s.category_id
      where s.status = 'active' and cat.status = 'active'
    ), m as (
      select d.service_id, t.weight, t.weight * greatest(
          word_similarity(t.term, d.names),
          0.9 * word_similarity(t.term, d.category_names),
          0.7 * word_similarity(t.term, d.descriptions),
          case when d.english @@ plainto_tsquery('english', t.term)
            or d.urdu @@ plainto_tsquery('simple', t.term) then 0.8 else 0 end
        ) as score
      from d cross join t
    )
    select d.service_id, d.category_id, d.name, d.category_name,
      max(m.score)::float8 as best, count(*) filter (where m.score >= ${minScore} and m.weight = 1)::int as matched
    from m join d on d.service_id = m.service_id
    group by d.service_id, d.category_id, d.name, d.category_name
    having max(m.score) >= ${minScore}
    order by best desc, d.service_id
    limit ${max}`.execute(db);
  return rows;
}

export type ProviderMatch = {
  sp_id: number;
  fullname: string;
  city: string;
  rating_tenths: number;
  rating_count: number;
  /** How well the name matched (0..1), or null for a provider of a matched service. */
  similarity: number | null;
};

/**
 * Listed providers whose name holds a word spelt like the query (trigram word similarity at
 * pg_trgm's threshold, 0.6), best first, read through the name's trigram index (migration 0054).
 */
export async function providersByName(
  db: Db,
  query: string,
  language: Language,
  max: number,
): Promise<ProviderMatch[]> {
  const name = sql`lower(sp.first_name || ' ' || sp.last_name)`;
  const { rows } = await sql<ProviderMatch>`
    select sp.sp_id, ${providerName('sp')} as fullname, ${catalogText(language, 'c')} as city,
      sp.rating_tenths, sp.rating_count, word_similarity(${query}, ${name})::float8 as similarity
    from service_providers sp
    join cities c on c.city_id = sp.city_id
    where sp.status = 'active' and ${query} <% ${name} and ${notSuspended('sp.sp_id')}
      and exists (select 1 from provider_services ps
        join services s on s.service_id = ps.service_id
        join categories cat on cat.category_id = s.category_id
        where ps.sp_id = sp.sp_id and ps.available
          and s.status = 'active' and cat.status = 'active')
    order by similarity desc, sp.sp_id
    limit ${max}`.execute(db);
  return rows;
}

/**
 * The best-rated providers of one (active) service, through the directory's index of the
 * service's providers (migration 0016); its copy of the provider's standing leaves out the
 * inactive and the suspended.
 */
export function providersOfService(db: Db, serviceId: number, language: Language, max: number) {
  return db
    .selectFrom('provider_services as ps')
    .innerJoin('service_providers as sp', 'sp.sp_id', 'ps.sp_id')
    .innerJoin('cities as c', 'c.city_id', 'sp.city_id')
    .select([
      'sp.sp_id',
      providerName('sp').as('fullname'),
      catalogText(language, 'c').as('city'),
      'sp.rating_tenths',
      'sp.rating_count',
      sql<null>`null`.as('similarity'),
    ])
    .where('ps.service_id', '=', serviceId)
    .where('ps.available', '=', true)
    .where('ps.sp_active', '=', true)
    .orderBy('ps.sp_rating_tenths', 'desc')
    .orderBy('ps.sp_rating_count', 'desc')
    .orderBy('ps.sp_id', 'desc')
    .limit(max)
    .execute();
}
