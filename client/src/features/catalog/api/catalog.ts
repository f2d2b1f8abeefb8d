import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client';

/**
 * The catalog's schemas load with the first answer: the home page shows the categories, and
 * zod stays out of its first load.
 */
const schemas = () => import('#contracts/catalog');

export const catalogKeys = {
  cities: ['cities'] as const,
  categories: ['categories'] as const,
  category: (id: string) => ['categories', id] as const,
  services: (categoryId: string) => ['services', categoryId] as const,
};

export function useCities() {
  return useQuery({
    queryKey: catalogKeys.cities,
    queryFn: () => apiGet('/cities', () => schemas().then((m) => m.cityList)),
  });
}

/** The spec treats a non-array answer as an empty list; an array is checked item by item. */
const activeCategoryList = () =>
  schemas().then((m) => ({
    parse: (list: unknown) => (Array.isArray(list) ? m.categoryList.parse(list) : []),
  }));

export function useActiveCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: () => apiGet('/categories', activeCategoryList),
  });
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
