import { DIRECTORY_SORTS, type DirectorySort } from '#contracts/provider-directory';
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
