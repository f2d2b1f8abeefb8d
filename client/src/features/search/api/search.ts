import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchPage } from '#contracts/search';
import { apiGet } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** GET /search (public, decision 0082): the services and providers `q` finds, best first. */
export function useSearch(q: string) {
  return useInfiniteQuery({
    queryKey: ['search', q] as const,
    enabled: q !== '',
    // The same words searched again within minutes show the same list: a refetch would move
    // the results under a pointer about to press one (new providers come first).
    staleTime: 5 * 60_000,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      apiGet<SearchPage>(
        pagePath('/search', pageParam, { q }),
        // Loaded with the first answer: the directory's search box builds no schema at takeover.
        () => import('#contracts/search').then((m) => m.searchPage),
        'none',
      ),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
