/**
 * What a node read of a session (the account's or admin's row with the token's revocation),
 * reused for a few seconds by token id so that a busy client costs no query per request
 * (decision 0090). Whatever changes what a session may do forgets it here and on every other
 * node (the node signal `sessions_changed`): a logout, a password or email change, a
 * suspension or reinstatement, a language change, an admin's role or removal. When signals
 * cannot reach the other nodes (Redis away), an entry there still ends after SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 10_000;
/** Beyond this many tokens, the oldest entries go first. */
const MAX_TOKENS = 10_000;

/** Whose session: `account:<id>` or `admin:<id>`. */
export type SessionHolder = `account:${number}` | `admin:${number}`;
export const holderOf = (role: string, id: number): SessionHolder =>
  role === 'admin' ? `admin:${id}` : `account:${id}`;

type Entry<T> = { row: T; holder: SessionHolder; until: number };

export function createSessionCache<T>(now: () => number = () => Date.now()) {
  const byToken = new Map<string, Entry<T>>();
  // Bumped whenever any holder's sessions are forgotten: a read that started before is not
  // kept. One number for every holder, so nothing grows with the accounts that changed; a
  // read that overlaps someone else's change is merely read again next time.
  let generation = 0;
  return {
    generation: () => generation,

    get(jti: string): T | undefined {
      const entry = byToken.get(jti);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.row;
      byToken.delete(jti);
      return undefined;
    },

    /** Keeps `row` for `jti`, unless sessions were forgotten since generation `seen`. */
    set(jti: string, holder: SessionHolder, row: T, seen: number): void {
      if (generation !== seen) return;
      if (byToken.size >= MAX_TOKENS) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) byToken.delete(oldest);
      }
      byToken.set(jti, { row, holder, until: now() + SESSION_CACHE_MS });
    },

    forgetHolder(holder: SessionHolder): void {
      generation++;
      for (const [jti, entry] of byToken) if (entry.holder === holder) byToken.delete(jti);
    },
  };
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
