import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BlockState,
  blockedPage,
  blockState,
  type ReportRequest,
  reportCreated,
} from '#contracts/moderation';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

const BLOCKS_KEY = 'blocks';

/** Reports a user, a review or a message (decision 0067). */
export function useReport() {
  return useMutation({
    mutationFn: (body: ReportRequest) => apiSend('POST', '/reports', reportCreated, body),
  });
}

/** Whether the signed-in person blocked `userId`, and whether `userId` blocked them. */
export function useBlockState(userId: number | undefined) {
  return useQuery({
    queryKey: [BLOCKS_KEY, 'with', userId],
    queryFn: () => apiGet(`/blocks/${userId}`, blockState),
    enabled: userId !== undefined,
  });
}

/** Blocks or unblocks `userId`; the state and the list of blocked people follow. */
export function useBlockToggle(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean): Promise<BlockState> =>
      block
        ? apiSend('POST', '/blocks', blockState, { user_id: userId })
        : apiSend('DELETE', `/blocks/${userId}`, blockState),
    onSuccess: (state) => {
      queryClient.setQueryData([BLOCKS_KEY, 'with', userId], state);
      void queryClient.invalidateQueries({ queryKey: [BLOCKS_KEY, 'list'] });
    },
  });
}

/** The people the signed-in person blocked, a page at a time. */
export function useBlockedPeople() {
  return useInfiniteQuery({
    queryKey: [BLOCKS_KEY, 'list'],
    ...cursorPaging,
    queryFn: ({ pageParam }) => apiGet(pagePath('/blocks', pageParam), blockedPage),
  });
}
