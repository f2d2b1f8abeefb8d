/**
 * Like for like: a paged list that holds fewer items on the small set than a page (the small
 * set has 19 providers, at most 2 of them in one city and service) would compare a page of 2
 * with a page of 20. Such a row reads, at both sizes, a page of as many items as the small set
 * holds; the full page is still measured beside it, as information (decision 0111).
 */
import type { Endpoint } from './endpoints';

type Pair = { small: Endpoint; large: Endpoint };

async function itemCount(baseUrl: string, e: Endpoint): Promise<number | undefined> {
  if (!e.items) return undefined;
  const res = await fetch(baseUrl + e.path, { headers: { authorization: `Bearer ${e.token}` } });
  if (res.status !== 200) throw new Error(`${e.name}: GET ${e.path} returned ${res.status}`);
  return e.items(await res.json());
}

const withLimit = (e: Endpoint, limit: number, name: string): Endpoint => ({
  ...e,
  name,
  path: `${e.path}${e.path.includes('?') ? '&' : '?'}limit=${limit}`,
});

/** The pairs to measure: each uneven paged list as an even one, then its full page for information. */
export async function likeForLike(
  urls: { small: string; large: string },
  endpoints: { small: Endpoint[]; large: Endpoint[] },
): Promise<{ small: Endpoint[]; large: Endpoint[] }> {
  const pairs: Pair[] = [];
  const fullPages: Pair[] = [];
  for (const [i, small] of endpoints.small.entries()) {
    const large = endpoints.large[i] as Endpoint;
    const n = await itemCount(urls.small, small);
    const m = await itemCount(urls.large, large);
    if (n === undefined || m === undefined || n >= m || n === 0) {
      pairs.push({ small, large });
      continue;
    }
    const name = `${small.name}, ${n} per page`;
    pairs.push({ small: withLimit(small, n, name), large: withLimit(large, n, name) });
    const info = `${small.name}, full page (${n} / ${m} items)`;
    fullPages.push({
      small: { ...small, name: info, goal: false },
      large: { ...large, name: info, goal: false },
    });
  }
  const all = [...pairs, ...fullPages];
  return { small: all.map((p) => p.small), large: all.map((p) => p.large) };
}
