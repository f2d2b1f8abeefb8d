import type { QueryClient } from '@tanstack/react-query';

/**
 * Call after a live event changed a cached query. A fetch already under way may have read the
 * state from before that event, and would overwrite the change when it lands: it is cancelled
 * and the query fetched again, on screen or not. An older page being loaded at that moment is
 * dropped with it; "Load more" asks for it again.
 */
export function refetchIfInFlight(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
  }
}
