import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client';

/**
 * Every active service of an active category, with its category: the service pickers' list.
 * The directory reads it, so its schema is loaded with the answer: the page's code builds no
 * contract schema when the app takes the page over (decision 0112).
 */
export const offerableServicesQuery = queryOptions({
  queryKey: ['activeServices'] as const,
  queryFn: () =>
    apiGet(
      '/activeServices',
      () => import('#contracts/catalog').then((m) => m.offeredService.array()),
      'none',
    ),
});

export function useOfferableServices() {
  return useQuery(offerableServicesQuery);
}
