import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { providerPortfolioQuery } from '#features/providers/api/portfolio';
import { publicPageQuery, publicReviewsQuery } from '#features/providers/api/public-page';
import { appSettingsQuery } from '#lib/use-currency';

export const read = (queryClient: QueryClient, { params }: LoaderFunctionArgs) =>
  Promise.all([
    queryClient.prefetchQuery(publicPageQuery(params.spId ?? '')),
    queryClient.prefetchInfiniteQuery(publicReviewsQuery(params.spId ?? '')),
    queryClient.prefetchQuery(providerPortfolioQuery(params.spId ?? '')),
    queryClient.prefetchQuery(appSettingsQuery),
  ]);
