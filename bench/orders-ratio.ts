/**
 * The second ratio of `npm run bench`: a client's 50 orders through the real app on PostgreSQL
 * (authenticated, `GET /api/client/orders/{id}`) against the same SQL through raw `pg` in a
 * bare node:http server, on a database of its own that is dropped afterwards.
 */
import { sql } from 'kysely';
import { kyselyForPostgres } from '../server/db/postgres-client';
import { clientForm, providerForm } from '../server/test/factories';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  randomDatabaseName,
} from '../server/test/postgres-admin';
import { interleaved, type Rounds } from './rounds';
import { startTarget, type Target } from './target';

export const ORDERS = 50;

async function call(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A client and a provider signed up through the app, and the client's 50 orders in SQL. */
export async function seedOrders(app: Target, url: string) {
  const client = clientForm();
  const provider = providerForm();
  await call(`${app.url}/api/register/client`, client);
  await call(`${app.url}/api/register/sp`, provider);
  const login = await call(`${app.url}/api/login`, {
    email: client.email,
    password: client.password,
  });
  const spLogin = await call(`${app.url}/api/login`, {
    email: provider.email,
    password: provider.password,
  });
  const clientId = Number(login.user_ID);
  const spId = Number(spLogin.user_ID);
  const db = kyselyForPostgres(url);
  try {
    await sql`insert into service_requests
        (client_id, service_id, city_id, description, address, status, sp_id, price_minor,
         request_date, accepted_at, completed_date)
      select ${clientId}::int, 1 + n % 5, 2, 'Bench order ' || n, n || ' Mall Road',
        (array['pending', 'accepted', 'completed'])[1 + n % 3],
        case when n % 3 = 0 then null else ${spId}::int end,
        case when n % 3 = 0 then null else 100000 + n end,
        now() - n * interval '1 day',
        case when n % 3 = 0 then null else now() - n * interval '1 day' end,
        case when n % 3 = 2 then now() - n * interval '1 day' else null end
      from generate_series(1, ${ORDERS}) n`.execute(db);
  } finally {
    await db.destroy();
  }
  return { clientId, token: String(login.token) };
}

export async function ordersRatio(
  rounds: Rounds,
  onTarget: (t: Target) => void,
): Promise<{
  ratio: number;
  app: number;
  raw: number;
  /** The app's CPU time per request over raw pg's (goal <= 1.5), and each in ms. */
  cpuRatio: number;
  appCpuMs: number;
  rawCpuMs: number;
}> {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = randomDatabaseName('bench_orders');
  await createDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  try {
    const app = await startTarget('postgres', { DATABASE_URL: url, BENCH_DATA_DIR: rounds.tmp });
    onTarget(app);
    const { clientId, token } = await seedOrders(app, url);
    const raw = await startTarget('orders-raw', { DATABASE_URL: url, CLIENT_ID: String(clientId) });
    onTarget(raw);
    const appUrl = `${app.url}/api/client/orders/${clientId}`;
    const check = await fetch(appUrl, { headers: { authorization: `Bearer ${token}` } });
    const listed = (await check.json()) as unknown[];
    if (listed.length !== ORDERS) throw new Error(`the app listed ${listed.length} orders`);
    const medians = await interleaved(rounds, [
      { name: 'raw', url: `${raw.url}/`, pid: raw.pid },
      { name: 'app', url: appUrl, headers: { authorization: `Bearer ${token}` }, pid: app.pid },
    ]);
    const appRun = medians.get('app');
    const rawRun = medians.get('raw');
    await Promise.allSettled([app.stop(), raw.stop()]);
    const appRps = appRun?.rps ?? Number.NaN;
    const rawRps = rawRun?.rps ?? Number.NaN;
    const appCpu = appRun?.cpuMsPerRequest ?? Number.NaN;
    const rawCpu = rawRun?.cpuMsPerRequest ?? Number.NaN;
    return {
      ratio: appRps / rawRps,
      app: appRps,
      raw: rawRps,
      cpuRatio: appCpu / rawCpu,
      appCpuMs: appCpu,
      rawCpuMs: rawCpu,
    };
  } finally {
    await dropDatabase(serverUrl, name).catch(() => {});
  }
}
