import { DIRECTORY_SORTS, type DirectorySort } from '#contracts/directory-sorts';
import type { DirectoryFilters } from './api/provider-directory';

// The Find a provider page's filters travel in its address: ?city=&category=&service=&sort=.

const id = (value: string | null) =>
  value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? value : undefined;
const isSort = (value: string | null): value is DirectorySort =>
  DIRECTORY_SORTS.some((sort) => sort === value);

/** The filters an address asks for; anything unreadable reads as "any". */
export function readFilters(params: URLSearchParams): DirectoryFilters {
  const sort = params.get('sort');
  return {
    city: id(params.get('city')),
    category: id(params.get('category')),
    service: id(params.get('service')),
    sort: isSort(sort) ? sort : 'rating',
  };
}

/** The address's query for the filters (the default order is left out). */
export function filterParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.city) params.set('city', filters.city);
  if (filters.category) params.set('category', filters.category);
  if (filters.service) params.set('service', filters.service);
  if (filters.sort !== 'rating') params.set('sort', filters.sort);
  return params;
}

/**
 * The filters after one choice: `patch` applied to `latest`, the filters the address holds
 * now. A chosen service of another category no longer fits a newly chosen category.
 */
export function changedFilters(
  latest: DirectoryFilters,
  patch: Partial<DirectoryFilters>,
  services: readonly { service_id: number; category_id: number }[],
): DirectoryFilters {
  const next = { ...latest, ...patch };
  const fits = services.some(
    (s) => String(s.service_id) === next.service && String(s.category_id) === next.category,
  );
  if ('category' in patch && next.category && next.service && !fits) next.service = undefined;
  return next;
}
