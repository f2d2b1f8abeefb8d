import { useQuery } from '@tanstack/react-query';
import type { Category, City, Service } from '#contracts/catalog';
import { apiGet } from '#lib/api-client';

export const catalogKeys = {
  cities: ['cities'] as const,
  categories: ['categories'] as const,
  category: (id: string) => ['categories', id] as const,
  services: (categoryId: string) => ['services', categoryId] as const,
};

export function useCities() {
  return useQuery({ queryKey: catalogKeys.cities, queryFn: () => apiGet<City[]>('/cities') });
}

export function useActiveCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: async () => {
      const list = await apiGet<unknown>('/categories');
      // The spec treats a non-array answer as an empty list.
      return Array.isArray(list) ? (list as Category[]) : [];
    },
  });
}

export function useCategory(categoryId: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.category(categoryId),
    queryFn: () => apiGet<Category>(`/categories/${encodeURIComponent(categoryId)}`),
    enabled,
  });
}

export function useActiveServices(categoryId: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.services(categoryId),
    queryFn: () => apiGet<Service[]>(`/services/${encodeURIComponent(categoryId)}`),
    enabled,
  });
}
