import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { citiesQuery } from '#features/catalog/api/catalog';
import { offerableServicesQuery } from '#features/providers/api/offerable-services';
import { directoryQuery } from '#features/providers/api/provider-directory';
import { readFilters } from '#features/providers/directory-filters';

export const read = (queryClient: QueryClient, { request }: LoaderFunctionArgs) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(
      directoryQuery(readFilters(new URL(request.url).searchParams)),
    ),
    queryClient.prefetchQuery(citiesQuery),
    queryClient.prefetchQuery(offerableServicesQuery),
  ]);
