import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { cursorPage } from '#contracts/common';
import {
  dispute,
  disputeCase,
  disputeDetail,
  type resolveDisputeRequest,
} from '#contracts/disputes';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

export type CaseStatus = 'open' | 'resolved';
export type Resolution = z.output<typeof resolveDisputeRequest>;

/** Every key starts with [admin, disputes], so one resolution refreshes all of them. */
export const disputeKeys = {
  all: [ADMIN_KEY, 'disputes'] as const,
  cases: (status: CaseStatus) => [ADMIN_KEY, 'disputes', 'cases', status] as const,
  stale: [ADMIN_KEY, 'disputes', 'stale'] as const,
  detail: (disputeId: number) => [ADMIN_KEY, 'disputes', 'detail', disputeId] as const,
};

const casePage = cursorPage(disputeCase);

/** One list of cases under the cursor contract: `fetchNextPage` loads the next page. */
function useCasePages(queryKey: readonly unknown[], path: string, query: Record<string, string>) {
  const call = useAdminCall();
  return useInfiniteQuery({
    queryKey,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      call(() => apiGet(pagePath(path, pageParam, query), casePage, 'admin')),
    // Parties add statements and open disputes meanwhile: look again when the tab returns.
    refetchOnWindowFocus: true,
  });
}

/** Open (or resolved) disputes, newest first, a page at a time. */
export const useDisputeCases = (status: CaseStatus) =>
  useCasePages(disputeKeys.cases(status), '/admin/disputes', { status });

/** Accepted orders still not completed long after acceptance, a page at a time. */
export const useStaleOrders = () => useCasePages(disputeKeys.stale, '/admin/stale-orders', {});

/** A dispute with its statements, its order and the chat's offers. */
export function useDisputeDetail(disputeId: number | null) {
  const call = useAdminCall();
  return useQuery({
    queryKey: disputeKeys.detail(disputeId ?? 0),
    queryFn: () => call(() => apiGet(`/admin/disputes/${disputeId}`, disputeDetail, 'admin')),
    enabled: disputeId !== null,
  });
}

/** Resolves an open dispute; every dispute list and the detail are fetched again. */
export function useResolveDispute() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, body }: { disputeId: number; body: Resolution }) =>
      call(() => apiSend('POST', `/admin/disputes/${disputeId}/resolve`, dispute, body, 'admin')),
    // Resolved here, or already resolved elsewhere: show what is true either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
  });
}

/** Completes or cancels a stale order (a dispute opened and resolved by the admin at once). */
export function useResolveStale() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: number; body: Resolution }) =>
      call(() => apiSend('POST', `/admin/orders/${requestId}/resolve`, dispute, body, 'admin')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
  });
}

/** What a list of cases gives its view: pages, "Load more" and their states. */
export type CasePages = ReturnType<typeof useStaleOrders>;
