import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiGet } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';
import { isProviderMissing } from './view-profile';

const contract = () => import('#contracts/public-providers');

/** A provider's public page (decision 0065): anyone reads it, signed in or not. */
export const publicPageKeys = {
  page: (spId: string) => ['publicProvider', spId] as const,
  reviews: (spId: string) => ['publicProvider', spId, 'reviews'] as const,
};

const retry = (failures: number, error: unknown) => !isProviderMissing(error) && failures < 1;
const base = (spId: string) => `/public/providers/${encodeURIComponent(spId)}`;

/** The page's query, for its hook and for the route's loader (which starts it with the code). */
export const publicPageQuery = (spId: string) =>
  queryOptions({
    queryKey: publicPageKeys.page(spId),
    queryFn: async () => apiGet(base(spId), (await contract()).publicProviderPage),
    retry,
  });

export function usePublicPage(spId: string, enabled = true) {
  return useQuery({ ...publicPageQuery(spId), enabled: enabled && spId !== '' });
}

/** The reviews' first page onwards, as the hook and the route's loader ask for them. */
export const publicReviewsQuery = (spId: string) =>
  infiniteQueryOptions({
    queryKey: publicPageKeys.reviews(spId),
    ...cursorPaging,
    queryFn: async ({ pageParam }) =>
      apiGet(pagePath(`${base(spId)}/reviews`, pageParam), (await contract()).publicReviewPage),
    retry,
  });

/** The provider's reviews, newest first, a page at a time; `data` is the loaded ones in order. */
export function usePublicReviews(spId: string) {
  return useInfiniteQuery({
    ...publicReviewsQuery(spId),
    select: (data) =>
      data.pages.flatMap((page) =>
        page.items.map(({ reviewer, ...review }) => ({ ...review, author: reviewer })),
      ),
  });
}
