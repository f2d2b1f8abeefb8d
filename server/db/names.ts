import { type RawBuilder, sql } from 'kysely';
import type { Language } from '#locales/languages';

/**
 * A provider's full name in SQL, from the `service_providers` row joined as `alias`: the first
 * name, a space, the last name, as `fullName()` (contracts/people.ts) writes it in code.
 */
export function providerName(alias: string): RawBuilder<string> {
  return sql<string>`concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})`;
}

/** The catalog's columns written in two languages. */
type Named = 'name' | 'description';

/**
 * THE rule for which catalog word a reader gets (decision 0059): a category's, service's or
 * city's `column` (`name` or `description`) from the row joined as `alias`, in `language`:
 * the Urdu column where the reader reads Urdu and it is written, else the English. Every repo
 * that shows a catalog name to a reader selects it through here. `english` replaces the row's
 * English where a record keeps the English it was made with (an invoice line's service name),
 * and stands for the row when the row is not joined (a left join that found none).
 */
export function catalogText(
  language: Language,
  alias: string,
  column: Named = 'name',
  english: RawBuilder<string> = sql<string>`${sql.ref(`${alias}.${column}`)}`,
): RawBuilder<string> {
  if (language === 'en') return english;
  return sql<string>`coalesce(nullif(btrim(${sql.ref(`${alias}.${column}_${language}`)}), ''), ${english})`;
}
