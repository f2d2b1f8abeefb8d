import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteState, SavedProvidersPage } from '#contracts/favourites';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** Loaded with the first answer: a public page's code builds no schema at takeover (decision 0112). */
const contract = () => import('#contracts/favourites');
const state = () => contract().then((m) => m.favouriteState);

/** The client's favourites (decision 0081): one provider's state, and the saved list. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  one: (spId: number) => ['favourites', 'of', spId] as const,
  list: ['favourites', 'list'] as const,
};

/** Whether the signed-in client saved `spId`; off for anyone else (`enabled`). */
export function useFavouriteState(spId: number, enabled: boolean) {
  return useQuery({
    queryKey: favouriteKeys.one(spId),
    queryFn: () => apiGet(`/favourites/${spId}`, state),
    enabled,
  });
}

/**
 * Saves or unsaves `spId`. The button shows the new state at once and goes back to the old one
 * when the server refuses (the caller says so); the saved list is looked at again after.
 */
export function useToggleFavourite(spId: number) {
  const queryClient = useQueryClient();
  const key = favouriteKeys.one(spId);
  return useMutation({
    mutationFn: (save: boolean): Promise<FavouriteState> =>
      save
        ? apiSend('POST', '/favourites', state, { sp_id: spId })
        : apiSend('DELETE', `/favourites/${spId}`, state),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FavouriteState>(key);
      queryClient.setQueryData<FavouriteState>(key, { sp_id: spId, saved: save });
      return { before };
    },
    onError: (_error, _save, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (state) => queryClient.setQueryData(key, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.list }),
  });
}

/** The providers the client saved, newest first, a page at a time. */
export function useSavedProviders() {
  return useInfiniteQuery({
    queryKey: favouriteKeys.list,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      apiGet<SavedProvidersPage>(pagePath('/favourites', pageParam), () =>
        contract().then((m) => m.savedProvidersPage),
      ),
  });
}
