import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { priceGuidesQuery } from '#features/price-guides/api/price-guides';
import { providerPortfolioQuery } from '#features/providers/api/portfolio';
import { publicPageQuery, publicReviewsQuery } from '#features/providers/api/public-page';
import { appSettingsQuery } from '#lib/use-currency';

/** The provider, then what its services usually cost in its city (shown beside each). */
async function readProviderAndGuides(queryClient: QueryClient, spId: string) {
  const page = await queryClient.fetchQuery(publicPageQuery(spId)).catch(() => undefined);
  if (!page) return;
  const guides = priceGuidesQuery(
    page.city_id,
    page.services.map((s) => s.service_id),
  );
  if (guides.enabled) await queryClient.prefetchQuery(guides);
}

export const read = (queryClient: QueryClient, { params }: LoaderFunctionArgs) =>
  Promise.all([
    readProviderAndGuides(queryClient, params.spId ?? ''),
    queryClient.prefetchInfiniteQuery(publicReviewsQuery(params.spId ?? '')),
    queryClient.prefetchQuery(providerPortfolioQuery(params.spId ?? '')),
    queryClient.prefetchQuery(appSettingsQuery),
  ]);
