import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

type Read = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * What each public page reads before it renders (decision 0092), each page's module fetched on
 * its own: the server waits for it and renders the page whole; in the browser it starts beside
 * the page's code. The page reads the same queries through its hooks and finds them in the
 * cache. `prefetchQuery` never throws: a failed read shows as the page's own error state.
 */
export const publicData = {
  home: () => import('./home').then((m): Read => m.read),
  findProvider: () => import('./find-provider').then((m): Read => m.read),
  publicProvider: () => import('./public-provider').then((m): Read => m.read),
  terms: () => import('./site-page').then((m): Read => m.readTerms),
  privacy: () => import('./site-page').then((m): Read => m.readPrivacy),
};

export type PublicDataKey = keyof typeof publicData;
