import { sql } from 'kysely';

/** A list's sort key: the sort column and the id that breaks ties, on the query's alias. */
export type Keyset = { table: string; alias: string; sort: string; id: string };

/** Service requests by filing date (a person's orders, the feed, a client's pending requests). */
export const REQUESTS_BY_DATE: Keyset = {
  table: 'service_requests',
  alias: 'r',
  sort: 'request_date',
  id: 'request_id',
};

/**
 * The keyset condition of a page (design rule 15): rows past the cursor's row in the list's
 * order, compared on (sort, id) as a row so the list's index serves it. The cursor names a row
 * by id; its sort value is read from the table here, so no timestamp is rounded on the way.
 */
export function pastCursor(
  key: Keyset,
  order: 'newest first' | 'oldest first',
  cursorId: number | string | undefined,
) {
  if (cursorId === undefined) return sql<boolean>`true`;
  const sort = sql.ref(`${key.alias}.${key.sort}`);
  const id = sql.ref(`${key.alias}.${key.id}`);
  const compare = sql.raw(order === 'newest first' ? '<' : '>');
  return sql<boolean>`(${sort}, ${id}) ${compare} (select c.${sql.ref(key.sort)}, c.${sql.ref(key.id)}
    from ${sql.table(key.table)} c where c.${sql.ref(key.id)} = ${cursorId})`;
}
