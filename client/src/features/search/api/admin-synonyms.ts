import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SearchSynonym,
  type SearchSynonymInput,
  searchSynonym,
  searchSynonymPage,
} from '#contracts/search';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

const synonymsKey = ['admin', 'search-synonyms'] as const;

/** The admin's search synonyms, newest first, a page at a time. */
export function useSynonyms() {
  return useInfiniteQuery({
    queryKey: synonymsKey,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      apiGet(pagePath('/admin/search-synonyms', pageParam), searchSynonymPage, 'admin'),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

export function useAddSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SearchSynonymInput) =>
      apiSend('POST', '/admin/search-synonyms', searchSynonym, input, 'admin'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}

export function useRemoveSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (synonym: SearchSynonym) =>
      apiSend(
        'DELETE',
        `/admin/search-synonyms/${synonym.synonym_id}`,
        searchSynonym,
        undefined,
        'admin',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}
