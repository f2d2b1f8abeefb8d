import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '#lib/api-client';

const contract = () => import('#contracts/landing-pages');

/** The landing pages' reads (decision 0094), one per page, anyone may make them. */
export const landingKeys = {
  services: ['landing', 'services'] as const,
  service: (service: string) => ['landing', 'service', service] as const,
  serviceCity: (service: string, city: string) =>
    ['landing', 'service', service, 'city', city] as const,
};

/** A slug the server does not know (or cannot read) is the page's not-found state: no retry. */
export const isLandingMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
const retry = (failures: number, error: unknown) => !isLandingMissing(error) && failures < 1;
const segment = (s: string) => encodeURIComponent(s);

export const servicesCatalogQuery = () =>
  queryOptions({
    queryKey: landingKeys.services,
    queryFn: async () => apiGet('/public/services', (await contract()).serviceCatalogPage),
    retry,
  });

export const servicePageQuery = (service: string) =>
  queryOptions({
    queryKey: landingKeys.service(service),
    queryFn: async () =>
      apiGet(`/public/services/${segment(service)}`, (await contract()).servicePage),
    retry,
  });

export const serviceCityPageQuery = (service: string, city: string) =>
  queryOptions({
    queryKey: landingKeys.serviceCity(service, city),
    queryFn: async () =>
      apiGet(
        `/public/services/${segment(service)}/${segment(city)}`,
        (await contract()).serviceCityPage,
      ),
    retry,
  });

export const useServicesCatalog = () => useQuery(servicesCatalogQuery());
export const useServicePage = (service: string) => useQuery(servicePageQuery(service));
export const useServiceCityPage = (service: string, city: string) =>
  useQuery(serviceCityPageQuery(service, city));
