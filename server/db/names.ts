import { type RawBuilder, sql } from 'kysely';

/**
 * A provider's full name in SQL, from the `service_providers` row joined as `alias`: the first
 * name, a space, the last name, as `fullName()` (contracts/people.ts) writes it in code.
 */
export function providerName(alias: string): RawBuilder<string> {
  return sql<string>`concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})`;
}
