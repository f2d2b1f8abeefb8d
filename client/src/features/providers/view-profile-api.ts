import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ProviderService,
  type PublicProviderProfile,
  providerReview,
} from '../../../../contracts/providers';
import { ApiError, apiGet } from '../../lib/api-client';

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
    queryFn: () => apiGet<PublicProviderProfile>(`/client/viewSPprofile${query(spId)}`),
    retry,
  });
}

export function usePublicProviderServices(spId: string) {
  return useQuery({
    queryKey: viewProfileKeys.services(spId),
    queryFn: () => apiGet<ProviderService[]>(`/client/viewSPservices${query(spId)}`),
    retry,
  });
}

const reviewList = z.array(providerReview);

export function useProviderReviews(spId: string) {
  return useQuery({
    queryKey: viewProfileKeys.reviews(spId),
    queryFn: async () =>
      reviewList.parse(await apiGet<unknown>(`/client/viewSPreviews${query(spId)}`)),
    retry,
  });
}
