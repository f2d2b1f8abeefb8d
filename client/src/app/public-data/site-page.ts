import type { QueryClient } from '@tanstack/react-query';
import { sitePageQuery } from '#features/site-pages/api/site-pages';

export const readTerms = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(sitePageQuery('terms'));
export const readPrivacy = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(sitePageQuery('privacy'));
