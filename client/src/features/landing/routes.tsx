import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteData } from '#lib/route-data';

/** The pages' queries, fetched with the first landing page: nothing of them in the home page's code. */
const queries = () => import('./api/landing');

/**
 * The landing pages' routes (decision 0094), for the site layout's children. Each loader reads
 * the page's one query into the cache (`prefetchQuery` never throws: a failure is the page's own
 * not-found or error state): the server renders the page once it is here, and the browser starts
 * the read beside the page's code (decision 0092).
 */
export function landingRoutes({ queryClient, awaitData }: RouteData): RouteObject[] {
  // The server renders once the page's read is here; the browser shows the page's loading state.
  const read = async (reading: Promise<unknown>) => {
    if (awaitData) await reading;
    return null;
  };
  return [
    {
      path: '/services',
      loader: () =>
        read(queries().then((q) => queryClient.prefetchQuery(q.servicesCatalogQuery()))),
      lazy: async () => ({ Component: (await import('./pages/services-page')).ServicesPage }),
    },
    {
      path: '/services/:service',
      loader: ({ params }: LoaderFunctionArgs) =>
        read(
          queries().then((q) =>
            queryClient.prefetchQuery(q.servicePageQuery(params.service ?? '')),
          ),
        ),
      lazy: async () => ({ Component: (await import('./pages/service-page')).ServicePage }),
    },
    {
      path: '/services/:service/:city',
      loader: ({ params }: LoaderFunctionArgs) =>
        read(
          Promise.all([
            queries().then((q) =>
              queryClient.prefetchQuery(
                q.serviceCityPageQuery(params.service ?? '', params.city ?? ''),
              ),
            ),
            // Its prices' currency: read here, taking the page over draws nothing again.
            import('#lib/use-currency').then((m) => queryClient.prefetchQuery(m.appSettingsQuery)),
          ]),
        ),
      lazy: async () => ({
        Component: (await import('./pages/service-city-page')).ServiceCityPage,
      }),
    },
  ];
}
