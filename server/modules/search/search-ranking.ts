import type { SearchHit } from '#contracts/search';
import type { ProviderMatch, ServiceMatch } from './search.repo';

/** A hit's place: score (percent; more for several words matched) first, services before providers, better rated, then by id. */
export type HitKey = [score: number, kind: number, rating: number, id: number];
export type RankedHit = { key: HitKey; hit: SearchHit };

/** A provider found through a service ranks just under the service itself. */
const THROUGH_SERVICE = 0.9;
/** Each further word typed that a service matches adds a little ("ac repair"). */
const PER_EXTRA_TERM = 0.05;

const percent = (score: number) => Math.round(score * 100);

export function serviceScore(s: ServiceMatch): number {
  return s.best + PER_EXTRA_TERM * Math.max(0, s.matched - 1);
}

/** Whether `a` comes after `b` in the results. */
export function isAfter(a: HitKey, b: HitKey): boolean {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i] ?? 0, b[i] ?? 0];
    if (x === y) continue;
    // Score and rating best first, services before providers; a service's id smallest first,
    // a provider's newest first, as the directory lists them.
    const descending = i === 0 || i === 2 || (i === 3 && a[1] === 1);
    return descending ? x < y : x > y;
  }
  return false;
}

/**
 * Every hit, ranked: the matched services, and the providers found by name or through a
 * service, each provider once at its best score.
 */
export function rankHits(
  services: ServiceMatch[],
  byName: ProviderMatch[],
  ofServices: { service: ServiceMatch; providers: ProviderMatch[] }[],
): RankedHit[] {
  const hits: RankedHit[] = services.map((s) => ({
    key: [percent(serviceScore(s)), 0, 0, s.service_id],
    hit: {
      kind: 'service',
      service_id: s.service_id,
      category_id: s.category_id,
      name: s.name,
      category_name: s.category_name,
    },
  }));
  const providers = new Map<number, RankedHit>();
  const offer = (p: ProviderMatch, score: number, matched: string | null) => {
    const key: HitKey = [percent(score), 1, p.rating_tenths, p.sp_id];
    const known = providers.get(p.sp_id);
    if (known && !isAfter(known.key, key)) return;
    providers.set(p.sp_id, {
      key,
      hit: {
        kind: 'provider',
        sp_id: p.sp_id,
        fullname: p.fullname,
        city: p.city,
        averageRating: p.rating_count > 0 ? p.rating_tenths / 10 : null,
        reviewCount: p.rating_count,
        matched_service: matched,
      },
    });
  };
  for (const p of byName) offer(p, p.similarity ?? 0, null);
  for (const { service, providers: found } of ofServices)
    for (const p of found) offer(p, serviceScore(service) * THROUGH_SERVICE, service.name);
  return [...hits, ...providers.values()].sort((a, b) =>
    isAfter(a.key, b.key) ? 1 : isAfter(b.key, a.key) ? -1 : 0,
  );
}
