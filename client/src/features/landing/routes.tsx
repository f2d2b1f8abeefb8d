import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

/** The pages' queries, fetched with the first landing page: nothing of them in the home page's code. */
const queries = () => import('./api/landing');

/**
 * The landing pages' routes (decision 0094), for the site layout's children. Each loader reads
 * the page's one query into the cache (`prefetchQuery` never throws: a failure is the page's own
 * not-found or error state), so the server renders the page whole and the browser starts the
 * read beside the page's code.
 */
export function landingRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/services',
      loader: async () => {
        await queryClient.prefetchQuery((await queries()).servicesCatalogQuery());
        return null;
      },
      lazy: async () => ({ Component: (await import('./pages/services-page')).ServicesPage }),
    },
    {
      path: '/services/:service',
      loader: async ({ params }: LoaderFunctionArgs) => {
        await queryClient.prefetchQuery((await queries()).servicePageQuery(params.service ?? ''));
        return null;
      },
      lazy: async () => ({ Component: (await import('./pages/service-page')).ServicePage }),
    },
    {
      path: '/services/:service/:city',
      loader: async ({ params }: LoaderFunctionArgs) => {
        const { serviceCityPageQuery } = await queries();
        await queryClient.prefetchQuery(
          serviceCityPageQuery(params.service ?? '', params.city ?? ''),
        );
        return null;
      },
      lazy: async () => ({
        Component: (await import('./pages/service-city-page')).ServiceCityPage,
      }),
    },
  ];
}
