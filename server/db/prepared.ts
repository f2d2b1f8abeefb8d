import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

/**
 * Hot statements run as named prepared statements on PostgreSQL (decision 0108): parsed once per
 * connection, and planned once PostgreSQL settles on a generic plan (after five runs), instead of
 * both on every run, where planning a chat message's joins cost more than running them. A
 * statement opts in with `.modifyEnd(PREPARED)`, a comment that changes nothing on PGlite, which
 * has one session and no pool to prepare on. A marked statement names its result columns (never
 * `*`): a column added by a later migration then leaves its prepared plan valid.
 */
const MARK = '/* prepared */';
export const PREPARED = sql.raw(MARK);

/** At most this many texts get names: each is kept by every connection that ran it. */
const MAX_PREPARED = 200;
/**
 * A text with more parameters is run unnamed: such texts vary with their row or list count
 * (a batch of notifications), and would each take a name and a large statement on every
 * connection.
 */
const MAX_PARAMETERS = 16;
/** The errors of a name the server no longer holds, or holds with another result type. */
const STALE = new Set(['26000', '0A000']);

/** Each named text's name, hashed once: a chat message runs a dozen marked statements. */
const named = new Map<string, string>();
/** Bumped on a client whose statement went stale: its next runs prepare under new names. */
const generations = new WeakMap<pg.ClientBase, number>();

/**
 * The name a marked statement's text runs under: the same on every node (a hash of the text),
 * so a name never means two texts; undefined for any other text, or past the caps.
 */
export function statementName(text: string, parameters: number): string | undefined {
  if (!text.endsWith(MARK) || parameters > MAX_PARAMETERS) return undefined;
  const known = named.get(text);
  if (known !== undefined || named.size >= MAX_PREPARED) return known;
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  named.set(text, name);
  return name;
}

/**
 * Makes the client run marked statements by name (kysely calls `query(text, values)`; any other
 * form passes through). When the server refuses a name (dropped, or its result type changed by
 * another node's migration), that run fails and the client's later runs prepare afresh.
 */
export function prepareMarked(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values, ...rest] = args;
    const plain = typeof text !== 'string' || rest.length > 0 || !Array.isArray(values);
    const base = plain ? undefined : statementName(text, values.length);
    if (base === undefined) return query(...args);
    const generation = generations.get(client) ?? 0;
    const name = generation === 0 ? base : `${base}_${generation}`;
    return (query({ name, text, values }) as Promise<unknown>).catch((err: { code?: string }) => {
      if (err?.code && STALE.has(err.code)) generations.set(client, generation + 1);
      throw err;
    });
  }) as typeof client.query;
}
