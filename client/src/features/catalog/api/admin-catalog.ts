import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { categoryRequestPage, createdResponse } from '#contracts/admin';
import { messageResponse } from '#contracts/auth';
import {
  type AdminCategory,
  type AdminCity,
  type AdminService,
  adminCategory,
  adminCity,
  adminService,
  type CatalogWordsRequest,
  type Category,
  type CityRequest,
} from '#contracts/catalog';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend, apiUpload } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';
import { catalogKeys } from './catalog';

type Status = Category['status'];
type Upload = { onProgress?: (percent: number) => void };

export const adminKeys = {
  requests: [ADMIN_KEY, 'requests'] as const,
  categories: [ADMIN_KEY, 'categories'] as const,
  services: (categoryId: number) => [ADMIN_KEY, 'services', categoryId] as const,
  cities: [ADMIN_KEY, 'cities'] as const,
};

function multipart(fields: Record<string, string>, files: Record<string, File | null>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) if (file) form.append(key, file);
  return form;
}

// ---- category requests ----

/** Providers' category requests waiting for the admin, oldest first, a page at a time. */
export function useCategoryRequests() {
  const call = useAdminCall();
  return useInfiniteQuery({
    queryKey: adminKeys.requests,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      call(() =>
        apiGet(pagePath('/admin/category-requests', pageParam), categoryRequestPage, 'admin'),
      ),
  });
}

export function useApproveRequest() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image, onProgress }: { id: number; image: File | null } & Upload) =>
      call(() => {
        const path = `/approveReqCategories/${id}`;
        // Without an icon there is nothing to upload: a plain POST.
        if (!image) return apiSend('POST', path, createdResponse, undefined, 'admin');
        const form = multipart({}, { categoryImg: image });
        return apiUpload('POST', path, createdResponse, form, { auth: 'admin', onProgress });
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.requests });
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
    },
    // The list may be stale (e.g. handled in another tab): show what is really pending.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests }),
  });
}

export function useRejectRequest() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(() =>
        apiSend('DELETE', `/removeReqCategories/${id}`, messageResponse, undefined, 'admin'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests }),
  });
}

// ---- categories and services ----

export function useAllCategories() {
  const call = useAdminCall();
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: () => call(() => apiGet('/Allcategories', z.array(adminCategory), 'admin')),
  });
}

export function useAllServices(categoryId: number | null) {
  const call = useAdminCall();
  return useQuery({
    queryKey: adminKeys.services(categoryId ?? 0),
    queryFn: () => call(() => apiGet(`/Allservices/${categoryId}`, z.array(adminService), 'admin')),
    enabled: categoryId !== null,
  });
}

/** What clients see changes with every status switch and every new entry. */
function invalidateCatalog(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.categories });
  void queryClient.invalidateQueries({ queryKey: ['services'] });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.cities });
}

export function useSetCategoryStatus() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: Status }) =>
      call(() => apiSend('PUT', `/updateCategoryStatus/${id}`, adminCategory, { status }, 'admin')),
    onSuccess: (_category, { id, status }) => {
      // Shown at once, so the switch does not flick back while the list reloads.
      queryClient.setQueryData<AdminCategory[]>(adminKeys.categories, (list) =>
        list?.map((c) => (c.category_id === id ? { ...c, status } : c)),
      );
      invalidateCatalog(queryClient);
    },
  });
}

export function useSetServiceStatus() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; categoryId: number; status: Status }) =>
      call(() => apiSend('PUT', `/updateServiceStatus/${id}`, adminService, { status }, 'admin')),
    onSuccess: (_service, { id, categoryId, status }) => {
      queryClient.setQueryData<AdminService[]>(adminKeys.services(categoryId), (list) =>
        list?.map((s) => (s.service_id === id ? { ...s, status } : s)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.services(categoryId) });
      // The server may switch a category off when its last active service goes.
      invalidateCatalog(queryClient);
    },
  });
}

export type NewCategory = {
  name: string;
  description: string;
  /** The Urdu words; null or empty: readers get the English (decision 0059). */
  name_ur: string | null;
  description_ur: string | null;
  image: File;
} & Upload;

/** The Urdu words as multipart fields (empty ones left out). */
const urduOf = ({ name_ur, description_ur }: Pick<NewCategory, 'name_ur' | 'description_ur'>) => ({
  ...(name_ur ? { name_ur } : {}),
  ...(description_ur ? { description_ur } : {}),
});
export type NewService = NewCategory & { categoryId: number };

export function useAddCategory() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, description, image, onProgress, ...urdu }: NewCategory) =>
      call(() =>
        apiUpload(
          'POST',
          '/Addcategories',
          createdResponse,
          multipart({ name, description, ...urduOf(urdu) }, { categoryImg: image }),
          {
            auth: 'admin',
            onProgress,
          },
        ),
      ),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useAddService() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, description, categoryId, image, onProgress, ...urdu }: NewService) =>
      call(() =>
        apiUpload(
          'POST',
          '/AddService',
          createdResponse,
          multipart(
            { name, description, category_id: String(categoryId), ...urduOf(urdu) },
            { serviceImg: image },
          ),
          { auth: 'admin', onProgress },
        ),
      ),
    onSuccess: (_created, { categoryId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.services(categoryId) });
      invalidateCatalog(queryClient);
    },
  });
}

// ---- the words in two languages (decision 0059) ----

/** A category's English description and its Urdu name and description. */
export function useSetCategoryWords() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, words }: { id: number; words: CatalogWordsRequest }) =>
      call(() => apiSend('PUT', `/admin/categories/${id}/words`, adminCategory, words, 'admin')),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

export function useSetServiceWords() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, words }: { id: number; categoryId: number; words: CatalogWordsRequest }) =>
      call(() => apiSend('PUT', `/admin/services/${id}/words`, adminService, words, 'admin')),
    onSuccess: (_service, { categoryId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.services(categoryId) });
      invalidateCatalog(queryClient);
    },
  });
}

// ---- cities ----

export function useAdminCities() {
  const call = useAdminCall();
  return useQuery({
    queryKey: adminKeys.cities,
    queryFn: () => call(() => apiGet('/admin/cities', z.array(adminCity), 'admin')),
  });
}

function invalidateCities(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.cities });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.cities });
}

export function useAddCity() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (city: CityRequest) =>
      call(() => apiSend('POST', '/admin/cities', adminCity, city, 'admin')),
    onSuccess: () => invalidateCities(queryClient),
  });
}

export function useSetCityNames() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, names }: { id: number; names: CityRequest }) =>
      call(() => apiSend('PUT', `/admin/cities/${id}`, adminCity, names, 'admin')),
    onSuccess: () => invalidateCities(queryClient),
  });
}

export function useRemoveCity() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (city: AdminCity) =>
      call(() =>
        apiSend('DELETE', `/admin/cities/${city.city_id}`, messageResponse, undefined, 'admin'),
      ),
    onSettled: () => invalidateCities(queryClient),
  });
}
