import { useQuery } from '@tanstack/react-query';
import type { PriceGuide } from '#contracts/price-guides';
import { apiGet } from '#lib/api-client';

export const priceGuideKeys = {
  of: (cityId: number, serviceIds: number[]) =>
    ['price-guides', cityId, [...serviceIds].sort((a, b) => a - b).join(',')] as const,
};

/**
 * GET /price-guides (public): the guides of these services in the city, by service id; a
 * service with too few orders has none. Nothing is asked without a city or a service.
 */
export function usePriceGuides(cityId: number | undefined, serviceIds: number[]) {
  const ids = [...new Set(serviceIds)].slice(0, 50);
  return useQuery({
    queryKey: priceGuideKeys.of(cityId ?? 0, ids),
    queryFn: async () => {
      const query = new URLSearchParams({ city_id: String(cityId), service_ids: ids.join(',') });
      const { guides } = await apiGet(
        `/price-guides?${query}`,
        // Loaded with the answer: the public pages' code builds no schema at takeover (decision 0112).
        () => import('#contracts/price-guides').then((m) => m.priceGuideList),
        'none',
      );
      return new Map<number, PriceGuide>(guides.map((g) => [g.service_id, g]));
    },
    enabled: cityId !== undefined && cityId > 0 && ids.length > 0,
    staleTime: 10 * 60_000,
  });
}
