import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  DirectoryPage,
  DirectoryProvider,
  DirectorySort,
} from '#contracts/provider-directory';
import { apiGet } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** The directory's filters as the page keeps them (ids as text; undefined means any). */
export type DirectoryFilters = {
  city?: string;
  category?: string;
  service?: string;
  sort: DirectorySort;
};

/** Loaded with the first answer: the page's code builds no schema when the app takes it over. */
const contract = () => import('#contracts/provider-directory');

export const directoryKeys = {
  all: ['directory'] as const,
  list: (filters: DirectoryFilters) => ['directory', 'list', filters] as const,
  count: (cityId: string, serviceId: string) => ['directory', 'count', cityId, serviceId] as const,
};

function directoryParams({ city, category, service, sort }: DirectoryFilters) {
  const query: Record<string, string> = { sort };
  if (city) query.city_id = city;
  if (category) query.category_id = category;
  if (service) query.service_id = service;
  return query;
}

/** The directory's first page onwards, as the hook and the route's loader ask for them. */
export const directoryQuery = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: directoryKeys.list(filters),
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      apiGet<DirectoryPage>(
        pagePath('/providers', pageParam, directoryParams(filters)),
        () => contract().then((m) => m.directoryPage),
        'none',
      ),
  });

/**
 * GET /providers (public): the providers matching the filters, a page at a time; `data` is the
 * loaded ones in order, each once (a provider whose rank changed while pages loaded could
 * come again).
 */
export function useDirectory(filters: DirectoryFilters) {
  return useInfiniteQuery({
    ...directoryQuery(filters),
    select: (data): DirectoryProvider[] => {
      const seen = new Set<number>();
      return data.pages
        .flatMap((page) => page.items)
        .filter((p) => {
          if (seen.has(p.sp_id)) return false;
          seen.add(p.sp_id);
          return true;
        });
    },
  });
}

/** GET /providers/count (public): how many providers offer the service in the city now. */
export function useProviderCount(cityId: string, serviceId: string) {
  return useQuery({
    queryKey: directoryKeys.count(cityId, serviceId),
    queryFn: async () =>
      (
        await apiGet(
          `/providers/count?${new URLSearchParams({ city_id: cityId, service_id: serviceId })}`,
          () => contract().then((m) => m.providerCount),
          'none',
        )
      ).count,
    enabled: cityId !== '' && serviceId !== '',
    staleTime: 60_000,
  });
}
