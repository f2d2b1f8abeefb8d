import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { priceGuidesQuery } from '#features/price-guides/api/price-guides';
import { providerPortfolioQuery } from '#features/providers/api/portfolio';
import { publicPageQuery, publicReviewsQuery } from '#features/providers/api/public-page';
import { appSettingsQuery } from '#lib/use-currency';

/**
 * The provider, then what its services usually cost in its city (shown beside each). The
 * guides are a note on the page, not the page: a failed read of them is left to the browser to
 * make again, so the server still draws the page (a failed read stops it, entry-server.tsx).
 */
async function readProviderAndGuides(queryClient: QueryClient, spId: string) {
  const page = await queryClient.fetchQuery(publicPageQuery(spId)).catch(() => undefined);
  if (!page) return;
  const guides = priceGuidesQuery(
    page.city_id,
    page.services.map((s) => s.service_id),
  );
  if (!guides.enabled) return;
  await queryClient.prefetchQuery(guides);
  if (queryClient.getQueryState(guides.queryKey)?.status === 'error') {
    queryClient.removeQueries({ queryKey: guides.queryKey, exact: true });
  }
}

export const read = (queryClient: QueryClient, { params }: LoaderFunctionArgs) =>
  Promise.all([
    readProviderAndGuides(queryClient, params.spId ?? ''),
    queryClient.prefetchInfiniteQuery(publicReviewsQuery(params.spId ?? '')),
    queryClient.prefetchQuery(providerPortfolioQuery(params.spId ?? '')),
    queryClient.prefetchQuery(appSettingsQuery),
  ]);
