import { type RawBuilder, sql } from 'kysely';

/**
 * THE rule for a repeat client (decision 0081): how many of the client's orders with the
 * provider were completed. `clientRef` and `spRef` are columns or values of the outer query.
 */
export function completedJobsBetween(
  clientRef: RawBuilder<number> | string,
  spRef: RawBuilder<number> | string,
): RawBuilder<number> {
  const ref = (r: RawBuilder<number> | string) => (typeof r === 'string' ? sql.ref(r) : r);
  return sql<number>`(select count(*)::int from service_requests done
    where done.client_id = ${ref(clientRef)} and done.sp_id = ${ref(spRef)}
      and done.status = 'completed')`;
}
