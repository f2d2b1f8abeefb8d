import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get } from '../../test/factories';
import { DRAIN_CLEANING, fileRequest, newClient, newProvider } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FEED_COUNT_CAP } from './feed.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

/** Copies a filed request until its (city, service) holds `count` pending requests. */
async function copiesOf(requestId: number, count: number) {
  const columns = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = 'service_requests' and column_name <> 'request_id'
    order by ordinal_position`.execute(t.db);
  const names = sql.join(columns.rows.map((c) => sql.ref(c.column_name)));
  await sql`insert into service_requests (${names})
    select ${names} from service_requests, generate_series(2, ${count})
    where request_id = ${requestId}`.execute(t.db);
}

it('counts the feed exactly up to the cap, then says there are more', async () => {
  const sp = await newProvider(t, [DRAIN_CLEANING]);
  const client = await newClient(t);
  const first = await fileRequest(t, client, { service_id: DRAIN_CLEANING });
  await copiesOf(first, FEED_COUNT_CAP);
  const full = (await get(t, `/api/getRequests/${sp.id}`, sp.token)).json();
  expect(full.total).toBe(FEED_COUNT_CAP);
  expect(full.totalCapped).toBe(false);

  await fileRequest(t, client, { service_id: DRAIN_CLEANING });
  const over = (await get(t, `/api/getRequests/${sp.id}`, sp.token)).json();
  expect(over.total).toBe(FEED_COUNT_CAP);
  expect(over.totalCapped).toBe(true);
  expect(over.nextCursor).not.toBeNull();
});
