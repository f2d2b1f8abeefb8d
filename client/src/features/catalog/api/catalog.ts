import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client';
import { activeCategoriesQuery } from './active-categories';

/**
 * The catalog's schemas load with the first answer: the home page shows the categories, and
 * zod stays out of its first load.
 */
const schemas = () => import('#contracts/catalog');

export const catalogKeys = {
  cities: ['cities'] as const,
  categories: activeCategoriesQuery.queryKey,
  category: (id: string) => ['categories', id] as const,
  services: (categoryId: string) => ['services', categoryId] as const,
};

export const citiesQuery = queryOptions({
  queryKey: catalogKeys.cities,
  queryFn: () => apiGet('/cities', () => schemas().then((m) => m.cityList)),
});

export function useCities() {
  return useQuery(citiesQuery);
}

export function useActiveCategories() {
  return useQuery(activeCategoriesQuery);
}

export function useCategory(categoryId: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.category(categoryId),
    queryFn: () =>
      apiGet(`/categories/${encodeURIComponent(categoryId)}`, () =>
        schemas().then((m) => m.category),
      ),
    enabled,
  });
}

export function useActiveServices(categoryId: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.services(categoryId),
    queryFn: () =>
      apiGet(`/services/${encodeURIComponent(categoryId)}`, () =>
        schemas().then((m) => m.serviceList),
      ),
    enabled,
  });
}
