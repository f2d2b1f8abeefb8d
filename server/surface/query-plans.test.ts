import {
  CompiledQuery,
  type KyselyPlugin,
  type QueryId,
  type RootOperationNode,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_JOB } from '../modules/billing/invoice-job';
import { STALE_ORDERS_JOB } from '../modules/disputes/stale-orders-job';
import { EMAIL_OUTBOX_JOB } from '../modules/email-notifications/email-outbox-job';
import { OFFER_EXPIRY_JOB } from '../modules/offers/offer-expiry';
import { adminEnv, get } from '../test/factories';
import { LAHORE, LEAK_REPAIR } from '../test/marketplace';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { MATRIX } from './authorization-matrix';
import { ACTORS, type ActorName, buildWorld, type World } from './authorization-world';

/**
 * Tables that grow with use: a query that reads one of them without an index costs more with
 * every row (design rule 15). Reference data (cities, categories, services) stays small.
 */
const GROWING = new Set([
  'accounts',
  'clients',
  'service_providers',
  'provider_services',
  'service_requests',
  'chat_heads',
  'chat_messages',
  'offers',
  'notifications',
  'feedback',
  'invoices',
  'invoice_lines',
  'proof_rejections',
  'disputes',
  'dispute_statements',
  'category_requests',
  'revoked_tokens',
  'email_changes',
  'notification_settings',
  'email_outbox',
  'account_phones',
  'phone_codes',
  // Probed per request by the feed (decision 0067).
  'blocks',
  // The agendas and the feed's marks (decision 0078).
  'appointments',
  'appointment_changes',
  'provider_hours',
  'provider_days_off',
  // The price guides' counts and kept guides (decision 0083).
  'price_guide_days',
  'price_guides',
]);

/** Every read the app sends while `capturing`, kept as operation trees to compile later. */
const captured: { node: RootOperationNode; queryId: QueryId }[] = [];
let capturing = false;
const capture: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    if (capturing && (node.kind === 'SelectQueryNode' || node.kind === 'RawNode'))
      captured.push({ node, queryId });
    return node;
  },
  transformResult: async ({ result }) => result,
};

let t: TestApp;
let w: World;
beforeAll(async () => {
  const database = await openTestDatabase();
  t = await createTestApp(
    {
      ...adminEnv,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      CHAT_WRITES_PER_10S: '100000',
      // Chat digests are due at once, so the outbox job's run reads them too.
      MESSAGE_DIGEST_MINUTES: '0.0001',
    },
    { database: { ...database, db: database.db.withPlugin(capture) } },
  );
  w = await buildWorld(t);
});
afterAll(() => t.close());

const tokenOf = (actor: ActorName): string | undefined =>
  actor === 'anonymous' ? undefined : actor === 'admin' ? w.admin : w.users[actor]?.token;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The growing tables a plan reads from start to end. */
function fullScans(plan: PlanNode): string[] {
  const own =
    plan['Node Type'] === 'Seq Scan' && GROWING.has(plan['Relation Name'] ?? '')
      ? [plan['Relation Name'] as string]
      : [];
  return [...own, ...(plan.Plans ?? []).flatMap(fullScans)];
}

/** The plan PostgreSQL picks when every index it can use is preferred to a full scan. */
async function planOf(query: CompiledQuery): Promise<PlanNode> {
  return t.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const explained = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const raw = explained.rows[0]?.['QUERY PLAN'];
    const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return doc[0]?.Plan as PlanNode;
  });
}

describe('query plans', () => {
  it('reads every growing table through an index, in every read the API and the jobs make', async () => {
    capturing = true;
    let calls = 0;
    for (const row of MATRIX.filter((r) => r.op.startsWith('GET ') && !r.prepare)) {
      for (const [i, actor] of ACTORS.entries()) {
        if (row.expect[i] !== 200) continue;
        const res = await get(
          t,
          row.url(w, { requestId: 0, room: '', id: 0 }, actor),
          tokenOf(actor),
        );
        // Some successes need an earlier row's (a proof is uploaded by a PUT): count the rest.
        if (res.statusCode === 200) calls += 1;
      }
    }
    for (const cursorUrl of ['/api/orders?limit=1', '/api/admin/pending-payments?limit=1']) {
      for (const token of [w.users.client?.token, w.users.provider?.token, w.admin]) {
        const first = await get(t, cursorUrl, token);
        if (first.statusCode !== 200 || !first.json().nextCursor) continue;
        await get(t, `${cursorUrl}&cursor=${first.json().nextCursor}`, token);
      }
    }
    // The public directory: each order, filtered or not, its first page and the next.
    for (const query of [
      'sort=rating',
      'sort=jobs',
      `city_id=${LAHORE}`,
      `sort=jobs&city_id=${LAHORE}&service_id=${LEAK_REPAIR}`,
      `category_id=1&service_id=${LEAK_REPAIR}`,
      'category_id=1',
      `sort=jobs&category_id=1&city_id=${LAHORE}`,
    ]) {
      const first = (await get(t, `/api/providers?${query}&limit=1`)).json();
      if (first.nextCursor)
        await get(t, `/api/providers?${query}&limit=1&cursor=${first.nextCursor}`);
    }
    // The sitemaps (decision 0095): the index, each kind's first page, and a preview image's read.
    for (const url of [
      '/sitemap.xml',
      '/sitemaps/pages-1.xml',
      '/sitemaps/landing-1.xml',
      '/sitemaps/providers-1.xml',
    ]) {
      expect((await get(t, url)).statusCode).toBe(200);
    }
    const landing = (await get(t, '/api/public/services/1/2?limit=1')).json();
    if (landing.providers.nextCursor)
      await get(t, `/api/public/services/1/2?limit=1&cursor=${landing.providers.nextCursor}`);
    const feed = (
      await get(t, `/api/getRequests/${w.provider.id}?pageSize=1`, w.users.provider?.token)
    ).json();
    if (feed.nextCursor)
      await get(
        t,
        `/api/getRequests/${w.provider.id}?pageSize=1&cursor=${feed.nextCursor}`,
        w.users.provider?.token,
      );
    // The feed by day (decision 0074): the slot index's walk.
    await get(t, `/api/getRequests/${w.provider.id}?day=2026-12-01`, w.users.provider?.token);
    for (const job of [INVOICE_JOB, OFFER_EXPIRY_JOB, STALE_ORDERS_JOB, EMAIL_OUTBOX_JOB])
      await t.app.jobs.runDue(job);
    capturing = false;
    expect(calls).toBeGreaterThan(30);

    const executor = t.db.getExecutor();
    const seen = new Set<string>();
    const offenders: { sql: string; scans: string[] }[] = [];
    for (const { node, queryId } of captured) {
      const query = executor.compileQuery(node, queryId);
      if (!/^\s*(select|with)\b/i.test(query.sql) || seen.has(query.sql)) continue;
      seen.add(query.sql);
      const scans = fullScans(await planOf(query));
      if (scans.length > 0) offenders.push({ sql: query.sql.replace(/\s+/g, ' '), scans });
    }
    expect(seen.size).toBeGreaterThan(40);
    expect(offenders).toEqual([]);
  });
});
