import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProviderReviewPage } from '#contracts/providers';
import { ApiError, apiGet } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** Loaded with the first answer: a public page's code builds no schema at takeover (decision 0112). */
const contract = () => import('#contracts/providers');

/** What a client sees of one provider: profile, offered services, reviews. */
export const viewProfileKeys = {
  profile: (spId: string) => ['viewProfile', spId, 'profile'] as const,
  services: (spId: string) => ['viewProfile', spId, 'services'] as const,
  reviews: (spId: string) => ['viewProfile', spId, 'reviews'] as const,
};

/** An unknown provider (404) or a malformed id (400) is a "not found", never worth a retry. */
export function isProviderMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

const retry = (failures: number, error: unknown) => !isProviderMissing(error) && failures < 1;
const query = (spId: string) => `?sp_id=${encodeURIComponent(spId)}`;

export function usePublicProviderProfile(spId: string) {
  return useQuery({
    queryKey: viewProfileKeys.profile(spId),
    queryFn: () =>
      apiGet(`/client/viewSPprofile${query(spId)}`, () =>
        contract().then((m) => m.publicProviderProfile),
      ),
    retry,
  });
}

export function usePublicProviderServices(spId: string) {
  return useQuery({
    queryKey: viewProfileKeys.services(spId),
    queryFn: () =>
      apiGet(`/client/viewSPservices${query(spId)}`, () =>
        contract().then((m) => m.publicProviderService.array()),
      ),
    retry,
  });
}

/** A provider's reviews, newest first, a page at a time; `data` is the loaded ones in order. */
export function useProviderReviews(spId: string) {
  return useInfiniteQuery({
    queryKey: viewProfileKeys.reviews(spId),
    ...cursorPaging,
    queryFn: async ({ pageParam }) => {
      const path = pagePath(`/providers/${encodeURIComponent(spId)}/reviews`, pageParam);
      return await apiGet<ProviderReviewPage>(path, () =>
        contract().then((m) => m.providerReviewPage),
      );
    },
    select: (data) =>
      data.pages.flatMap((page) =>
        page.items.map(({ client_name, ...review }) => ({ ...review, author: client_name })),
      ),
    retry,
  });
}
