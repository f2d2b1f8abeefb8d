import { sql } from 'kysely';
import type pg from 'pg';

/**
 * Hot statements run as named prepared statements on PostgreSQL (decision 0108): parsed and
 * planned once per connection instead of on every run, where planning a chat message's joins
 * cost more than running them. A statement opts in with `.modifyEnd(PREPARED)`, a comment that
 * changes nothing on PGlite, which has one session and no pool to prepare on.
 */
const MARK = '/* prepared */';
export const PREPARED = sql.raw(MARK);

/** At most this many texts get names: each is kept by every connection that ran it. */
export const MAX_PREPARED = 200;

const names = new Map<string, string>();

/** The name a marked statement's text runs under; undefined for any other text, or past the cap. */
export function statementName(text: string): string | undefined {
  if (!text.endsWith(MARK)) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED) {
    name = `prepared_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/** Makes the client run marked statements by name (kysely calls `query(text, values)`). */
export function prepareMarked(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' ? statementName(text) : undefined;
    return name === undefined ? query(...args) : query({ name, text, values });
  }) as typeof client.query;
}
