import { type RawBuilder, sql } from 'kysely';

/**
 * THE rule for a repeat client (decision 0081): how many of the client's orders with the
 * provider were completed; with `beforeRef`, only those filed before that request (ids grow
 * with filing). `clientRef`, `spRef` and `beforeRef` are columns or values of the outer query.
 */
export function completedJobsBetween(
  clientRef: RawBuilder<number> | string,
  spRef: RawBuilder<number> | string,
  beforeRef?: string,
): RawBuilder<number> {
  const ref = (r: RawBuilder<number> | string) => (typeof r === 'string' ? sql.ref(r) : r);
  const before = beforeRef === undefined ? sql`` : sql`and done.request_id < ${sql.ref(beforeRef)}`;
  return sql<number>`(select count(*)::int from service_requests done
    where done.client_id = ${ref(clientRef)} and done.sp_id = ${ref(spRef)}
      and done.status = 'completed' ${before})`;
}
