import { useInfiniteQuery } from '@tanstack/react-query';
import { searchPage } from '#contracts/search';
import { apiGet } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** GET /search (public, decision 0082): the services and providers `q` finds, best first. */
export function useSearch(q: string) {
  return useInfiniteQuery({
    queryKey: ['search', q] as const,
    enabled: q !== '',
    ...cursorPaging,
    queryFn: ({ pageParam }) => apiGet(pagePath('/search', pageParam, { q }), searchPage, 'none'),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
