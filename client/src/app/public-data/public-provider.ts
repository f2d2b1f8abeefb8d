import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { publicPageQuery, publicReviewsQuery } from '#features/providers/api/public-page';

export const read = (queryClient: QueryClient, { params }: LoaderFunctionArgs) =>
  Promise.all([
    queryClient.prefetchQuery(publicPageQuery(params.spId ?? '')),
    queryClient.prefetchInfiniteQuery(publicReviewsQuery(params.spId ?? '')),
  ]);
