import { QueryClient } from '@tanstack/react-query';
import { worthRetrying } from '#lib/api-client';

/** The app's cache of server reads: one per browser tab, one per page the server renders. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
      // Offline, an action is tried at once and says it cannot be done (the API client refuses
      // it with "You are offline"), instead of waiting, spinning, for the network to come back.
      mutations: { networkMode: 'always' },
    },
  });
