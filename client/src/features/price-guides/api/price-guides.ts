import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRICE_GUIDE_MAX_SERVICES } from '#contracts/price-guide-numbers';
import type { PriceGuide } from '#contracts/price-guides';
import { apiGet } from '#lib/api-client';

export const priceGuideKeys = {
  of: (cityId: number, serviceIds: number[]) =>
    ['price-guides', cityId, [...serviceIds].sort((a, b) => a - b).join(',')] as const,
};

/**
 * GET /price-guides (public): the guides of these services in the city; a service with too few
 * orders has none. The cache keeps the answer's list as it came, so a page the server rendered
 * carries it to the browser (a Map would not survive the page's data); readers get it by service.
 */
export function priceGuidesQuery(cityId: number | undefined, serviceIds: number[]) {
  const ids = [...new Set(serviceIds)].slice(0, PRICE_GUIDE_MAX_SERVICES);
  return queryOptions({
    queryKey: priceGuideKeys.of(cityId ?? 0, ids),
    queryFn: async () => {
      const query = new URLSearchParams({ city_id: String(cityId), service_ids: ids.join(',') });
      const { guides } = await apiGet(
        `/price-guides?${query}`,
        // Loaded with the answer: the public pages' code builds no schema at takeover (decision 0112).
        () => import('#contracts/price-guides').then((m) => m.priceGuideList),
        'none',
      );
      return guides;
    },
    enabled: cityId !== undefined && cityId > 0 && ids.length > 0,
    staleTime: 10 * 60_000,
  });
}

const byService = (guides: PriceGuide[]) =>
  new Map<number, PriceGuide>(guides.map((g) => [g.service_id, g]));

/** The guides of these services in the city, by service id. Nothing is asked without both. */
export function usePriceGuides(cityId: number | undefined, serviceIds: number[]) {
  return useQuery({ ...priceGuidesQuery(cityId, serviceIds), select: byService });
}
