import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Portfolio } from '#contracts/portfolio';
import { apiGet, apiSend, apiUpload } from '#lib/api-client';
import { isProviderMissing } from './view-profile';

/** Loaded with the first answer: a public page's code builds no schema at takeover (decision 0112). */
const portfolio = () => import('#contracts/portfolio').then((m) => m.portfolio);

/** The signed-in provider's own portfolio, and any provider's as others see it. */
export const portfolioKeys = {
  own: ['provider', 'portfolio'] as const,
  of: (spId: string) => ['viewProfile', spId, 'portfolio'] as const,
};

export function useOwnPortfolio() {
  return useQuery({
    queryKey: portfolioKeys.own,
    queryFn: () => apiGet('/service-provider/portfolio', portfolio),
  });
}

/** Any provider's portfolio as others see it; the public page reads it on the server too. */
export const providerPortfolioQuery = (spId: string) =>
  queryOptions({
    queryKey: portfolioKeys.of(spId),
    queryFn: () => apiGet(`/providers/${encodeURIComponent(spId)}/portfolio`, portfolio),
    retry: (failures, error) => !isProviderMissing(error) && failures < 1,
  });

export function useProviderPortfolio(spId: string) {
  return useQuery(providerPortfolioQuery(spId));
}

/** Every change answers the whole portfolio: it replaces the cached one. */
function useSetOwn() {
  const queryClient = useQueryClient();
  return (answer: Portfolio) => queryClient.setQueryData(portfolioKeys.own, answer);
}

type Upload = { file: File; caption: string; onProgress: (percent: number) => void };

export function useAddPortfolioPhoto() {
  const setOwn = useSetOwn();
  return useMutation({
    mutationFn: ({ file, caption, onProgress }: Upload) => {
      const form = new FormData();
      form.append('caption', caption);
      form.append('photo', file);
      return apiUpload('POST', '/service-provider/portfolio', portfolio, form, { onProgress });
    },
    onSuccess: setOwn,
  });
}

export function useReorderPortfolio() {
  const setOwn = useSetOwn();
  return useMutation({
    mutationFn: (photoIds: number[]) =>
      apiSend('PUT', '/service-provider/portfolio/order', portfolio, { photo_ids: photoIds }),
    onSuccess: setOwn,
  });
}

export function useRemovePortfolioPhoto() {
  const setOwn = useSetOwn();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiSend('DELETE', `/service-provider/portfolio/${photoId}`, portfolio),
    onSuccess: setOwn,
  });
}
