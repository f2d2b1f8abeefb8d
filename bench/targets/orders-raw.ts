/**
 * The baseline of the orders ratio: a bare node:http server that runs the app's own SQL for a
 * client's orders (captured from the orders repo once) through a raw `pg` pool of the app's
 * size, and sends the rows as JSON. No framework, no token, no mapping.
 */
import http from 'node:http';
import type { CompiledQuery, KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import pg from 'pg';
import { SPEC_ORDERS_PAGE } from '../../contracts/orders';
import { kyselyForPostgres } from '../../server/db/postgres-client';
import { clientOrders } from '../../server/modules/orders/orders.repo';
import { announceAndWait, listeningPort } from './serve';

const { DATABASE_URL: databaseUrl, CLIENT_ID: clientId } = process.env;
if (!databaseUrl || !clientId) throw new Error('DATABASE_URL and CLIENT_ID are required');

/** The SQL the app sends for this client's first page of orders. */
async function ordersSql(): Promise<CompiledQuery> {
  let seen: { node: RootOperationNode; queryId: QueryId } | undefined;
  const capture: KyselyPlugin = {
    transformQuery(args) {
      seen ??= args;
      return args.node;
    },
    transformResult: async ({ result }) => result,
  };
  const db = kyselyForPostgres(databaseUrl as string).withPlugin(capture);
  try {
    await clientOrders(db, Number(clientId), { statuses: [], limit: SPEC_ORDERS_PAGE }, 'en');
    if (!seen) throw new Error('no query captured');
    return db.getExecutor().compileQuery(seen.node, seen.queryId);
  } finally {
    await db.destroy();
  }
}

const query = await ordersSql();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const server = http.createServer((_req, res) => {
  pool.query(query.sql, [...query.parameters]).then(
    (result) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.rows));
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  announceAndWait(listeningPort(server.address()), async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  });
});
