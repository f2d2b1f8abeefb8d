import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReinstateRequest,
  type SuspendRequest,
  suspensionState,
  type UserKind,
  type UserStatus,
  userDetail,
  userPage,
} from '#contracts/users';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** The desk's search: its text and filters; an empty one is left out. */
export type UserFilters = { q?: string; kind?: UserKind; status?: UserStatus };

/** Every key starts with [admin, users], so a suspension refreshes the list and the person. */
export const userKeys = {
  all: [ADMIN_KEY, 'users'] as const,
  list: (query: Record<string, string>) => [ADMIN_KEY, 'users', 'list', query] as const,
  detail: (id: number) => [ADMIN_KEY, 'users', 'detail', id] as const,
};

const given = (filters: UserFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** Clients and providers matching the search, a page at a time (`fetchNextPage`). */
export function useUserSearch(filters: UserFilters) {
  const call = useAdminCall();
  const query = given(filters);
  return useInfiniteQuery({
    queryKey: userKeys.list(query),
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      call(() => apiGet(pagePath('/admin/users', pageParam, query), userPage, 'admin')),
  });
}

/** One person with the summaries of what they did. */
export function useUserDetail(id: number | null) {
  const call = useAdminCall();
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => call(() => apiGet(`/admin/users/${id}`, userDetail, 'admin')),
    enabled: id !== null,
  });
}

/** Suspends an account with a reason; the list and the person are read again. */
export function useSuspend() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SuspendRequest }) =>
      call(() => apiSend('POST', `/admin/users/${id}/suspend`, suspensionState, body, 'admin')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Lifts an account's suspension; the list and the person are read again. */
export function useReinstate() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReinstateRequest }) =>
      call(() => apiSend('POST', `/admin/users/${id}/reinstate`, suspensionState, body, 'admin')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
