import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type FeedbackRequest,
  type Order,
  type OrderPage,
  type OrderStatusChange,
  order,
  orderCounts,
  orderPage,
  providerSummary,
  type ReviewReplyRequest,
} from '#contracts/orders';
import { providerReviewPage } from '#contracts/providers';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** Query keys of this feature; `all` is the prefix of every one of them. */
export const orderKeys = {
  all: ['orders'] as const,
  /** The signed-in user's orders (a client's, or a provider's list), page by page. */
  list: (userId: number) => ['orders', 'list', userId] as const,
  /** One order by id (a notification's link), whether or not a loaded page holds it. */
  one: (requestId: number) => ['orders', 'one', requestId] as const,
  counts: (userId: number) => ['orders', 'counts', userId] as const,
  summary: (spId: number) => ['orders', 'summary', spId] as const,
  reviews: (spId: number) => ['orders', 'reviews', spId] as const,
};

type OrderPages = InfiniteData<OrderPage, unknown>;

/** The signed-in user's orders, newest first, a page at a time (`fetchNextPage`). */
export function useMyOrders(userId: number) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(userId),
    ...cursorPaging,
    queryFn: ({ pageParam }) => apiGet(pagePath('/orders', pageParam), orderPage),
    enabled: userId > 0,
    // The other side may accept or complete an order meanwhile: look again when the tab returns.
    refetchOnWindowFocus: true,
  });
}

/** One of the signed-in user's orders, by id; off while `requestId` is null. */
export function useOrder(requestId: number | null) {
  return useQuery({
    queryKey: orderKeys.one(requestId ?? 0),
    queryFn: () => apiGet(`/orders/${requestId}`, order),
    enabled: requestId !== null,
    retry: false,
  });
}

/** How many of the signed-in user's orders stand at each stage (all of them, not just loaded). */
export function useOrderCounts(userId: number) {
  return useQuery({
    queryKey: orderKeys.counts(userId),
    queryFn: () => apiGet('/orders/counts', orderCounts),
    enabled: userId > 0,
    refetchOnWindowFocus: true,
  });
}

/** The signed-in provider's reviews, newest first, a page at a time. */
export function useMyReviews(spId: number) {
  return useInfiniteQuery({
    queryKey: orderKeys.reviews(spId),
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      apiGet(pagePath(`/providers/${spId}/reviews`, pageParam), providerReviewPage),
    enabled: spId > 0,
  });
}

/** Every loaded order of the list, in order. */
export const loadedOrders = (data: OrderPages | undefined): Order[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/** Puts `saved` in place of the order with its id, on whichever loaded page it is. */
function replaceOrder(queryClient: QueryClient, listKey: readonly unknown[], saved: Order) {
  queryClient.setQueryData<OrderPages>(listKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((o) => (o.request_id === saved.request_id ? saved : o)),
          })),
        }
      : data,
  );
}

/** The provider's history panel: rating, earnings by window and month, order counts. */
export function useProviderSummary(spId: number) {
  return useQuery({
    queryKey: orderKeys.summary(spId),
    queryFn: () => apiGet(`/sp/summary/${spId}`, providerSummary),
    enabled: spId > 0,
  });
}

type StatusChange = { requestId: number } & OrderStatusChange;
const statusChangeKey = ['orders', 'changeStatus'] as const;

/**
 * PUT /client/orders/{id} for the order list under `listKey`: the order takes its new status
 * on screen at once and goes back to what it was when the server refuses. `alsoRefresh` are
 * keys to refetch once the change is saved (e.g. the provider's earnings).
 */
export function useChangeOrderStatus(
  listKey: readonly unknown[],
  alsoRefresh: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  const replace = (saved: Order) => replaceOrder(queryClient, listKey, saved);
  return useMutation({
    mutationKey: statusChangeKey,
    mutationFn: ({ requestId, status }: StatusChange) =>
      apiSend('PUT', `/client/orders/${requestId}`, order, { status }),
    onMutate: async ({ requestId, status }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = loadedOrders(queryClient.getQueryData<OrderPages>(listKey)).find(
        (o) => o.request_id === requestId,
      );
      if (before) {
        const completed_date = status === 'completed' ? new Date().toISOString() : null;
        replace({ ...before, status, completed_date: completed_date ?? before.completed_date });
      }
      return { before };
    },
    // Only this order goes back: another change made meanwhile stays.
    onError: (_error, _change, context) => {
      if (context?.before) replace(context.before);
    },
    onSuccess: replace,
    onSettled: () => {
      // A refetch while another change is still on its way would undo that one on screen.
      if (queryClient.isMutating({ mutationKey: statusChangeKey }) > 1) return;
      return Promise.all(
        [listKey, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** POST /client/feedback: rates a completed order once; the answer replaces it in the list. */
export function useSubmitFeedback(clientId: number) {
  const queryClient = useQueryClient();
  const listKey = orderKeys.list(clientId);
  return useMutation({
    mutationFn: (body: FeedbackRequest) => apiSend('POST', '/client/feedback', order, body),
    onSuccess: (saved) => replaceOrder(queryClient, listKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * POST /sp/reviews/{id}/reply: the provider's one reply to the review of its order; the answer
 * replaces the order in the provider's list, and its reviews are read again.
 */
export function useReplyToReview(spId: number) {
  const queryClient = useQueryClient();
  const listKey = orderKeys.list(spId);
  return useMutation({
    mutationFn: ({ requestId, reply }: { requestId: number } & ReviewReplyRequest) =>
      apiSend('POST', `/sp/reviews/${requestId}/reply`, order, { reply }),
    onSuccess: (saved) => replaceOrder(queryClient, listKey, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: orderKeys.reviews(spId) }),
      ]),
  });
}
