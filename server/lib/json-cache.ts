import { createHash } from 'node:crypto';

/** A JSON body ready to send, with the entity tag that names its content. */
export type CachedJson = { body: string; etag: string };

/**
 * Answers kept as serialized JSON until `clear()`: each key is loaded once (concurrent askers
 * share the load), a failed load is not kept. The ETag is a hash of the body, so every node
 * with the same data answers with the same tag.
 */
export function createJsonCache() {
  const entries = new Map<string, Promise<CachedJson>>();
  return {
    get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
      const known = entries.get(key);
      if (known) return known;
      const loading = load().then((value) => {
        const body = JSON.stringify(value);
        const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
        return { body, etag: `"${hash}"` };
      });
      entries.set(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    clear() {
      entries.clear();
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
