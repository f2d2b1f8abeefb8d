import { type Kysely, sql } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText, providerName } from '../../db/names';
import type { Database } from '../../db/schema';
import { notSuspended } from '../../db/suspensions';

type Db = Kysely<Database>;

export type ServiceMatch = {
  service_id: number;
  category_id: number;
  name: string;
  category_name: string;
  /** The best match of a term, 0..1, and how many of the words typed matched well. */
  best: number;
  matched: number;
};

/** How a query's words are widened and scored (search.service.ts `SEARCH_LIMITS`). */
export type MatchRules = {
  synonymSimilarity: number;
  synonymWeight: number;
  minScore: number;
  services: number;
};

/**
 * The active services of active categories that the words match, best first, in one query.
 * The terms are the words typed (weight 1) and the words of the admin's synonyms of a word, or
 * of the whole query, equal or spelt nearly so ("nalkay" ~ "nalka": weight `synonymWeight`
 * times the similarity). Each term is held against the names (English and Urdu, by trigram
 * word similarity: "plumbr" meets "plumbing"), the category's names (counting less), and the
 * English and Urdu words of names and descriptions by full text ("plumbers" meets "plumber").
 * The catalog is some hundreds of services and the synonyms some hundreds of rows: both are
 * read whole (decision 0082).
 */
export async function matchServices(
  db: Db,
  words: string[],
  lookups: string[],
  language: Language,
  rules: MatchRules,
): Promise<ServiceMatch[]> {
  const { rows } = await sql<ServiceMatch>`
    with typed as (
      select w as term, 1::float8 as weight
      from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w
    ), synonym as (
      select s.expansion, max(similarity(s.term, l.word))::float8 as similarity
      from search_synonyms s
      join jsonb_array_elements_text(${JSON.stringify(lookups)}::jsonb) as l(word)
        on s.term = l.word or similarity(s.term, l.word) >= ${rules.synonymSimilarity}
      group by s.expansion
    ), t as (
      select term, max(weight) as weight from (
        select term, weight from typed
        union all
        select regexp_split_to_table(expansion, ' '), ${rules.synonymWeight} * similarity
        from synonym
      ) all_terms
      where term <> ''
      group by term
    ), d as (
      select s.service_id, s.category_id,
        ${catalogText(language, 's')} as name, ${catalogText(language, 'cat')} as category_name,
        lower(s.name || ' ' || coalesce(s.name_ur, '')) as names,
        lower(cat.name || ' ' || coalesce(cat.name_ur, '')) as category_names,
        to_tsvector('english', s.name || ' ' || s.description) as english,
        to_tsvector('simple', coalesce(s.name_ur, '') || ' ' || coalesce(s.description_ur, ''))
          as urdu
      from services s
      join categories cat on cat.category_id = s.category_id
      where s.status = 'active' and cat.status = 'active'
    ), m as (
      select d.service_id, t.weight, t.weight * greatest(
          word_similarity(t.term, d.names),
          0.9 * word_similarity(t.term, d.category_names),
          case when d.english @@ plainto_tsquery('english', t.term)
            or d.urdu @@ plainto_tsquery('simple', t.term) then 0.8 else 0 end
        ) as score
      from d cross join t
    )
    select d.service_id, d.category_id, d.name, d.category_name,
      max(m.score)::float8 as best,
      count(*) filter (where m.score >= ${rules.minScore} and m.weight = 1)::int as matched
    from m join d on d.service_id = m.service_id
    group by d.service_id, d.category_id, d.name, d.category_name
    having max(m.score) >= ${rules.minScore}
    order by best desc, d.service_id
    limit ${rules.services}`.execute(db);
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
 * pg_trgm's threshold, 0.6), nearest first, as the name's GiST trigram index (migration 0054)
 * hands them out: a common name does not score every provider who has it. No second sort key:
 * one would make the scan read every provider tied at a distance (all the "Qureshi"s).
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
    order by ${query} <<-> ${name}
    limit ${max}`.execute(db);
  return rows;
}

/** A provider found through a matched service (the service's id beside it). */
export type ServiceProviderMatch = ProviderMatch & { service_id: number };

/**
 * The best-rated providers of each of the (active) services, `max` of each, in one query: each
 * service's walk reads the directory's index of its providers (migration 0016), whose copy of
 * the provider's standing leaves out the inactive and the suspended.
 */
export async function providersOfServices(
  db: Db,
  serviceIds: number[],
  language: Language,
  max: number,
): Promise<ServiceProviderMatch[]> {
  if (serviceIds.length === 0) return [];
  const { rows } = await sql<ServiceProviderMatch>`
    select v.service_id, p.*
    from jsonb_array_elements_text(${JSON.stringify(serviceIds)}::jsonb) as x(id)
    cross join lateral (select x.id::int as service_id) v
    cross join lateral (
      select sp.sp_id, ${providerName('sp')} as fullname, ${catalogText(language, 'c')} as city,
        sp.rating_tenths, sp.rating_count, null::float8 as similarity
      from provider_services ps
      join service_providers sp on sp.sp_id = ps.sp_id
      join cities c on c.city_id = sp.city_id
      where ps.service_id = v.service_id and ps.available and ps.sp_active
      order by ps.sp_rating_tenths desc, ps.sp_rating_count desc, ps.sp_id desc
      limit ${max}
    ) p`.execute(db);
  return rows;
}
