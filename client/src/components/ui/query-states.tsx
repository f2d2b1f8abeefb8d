import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type EmptyContent, ListEmptyState } from './list-empty-state';
import { LoadError } from './load-error';

type Props<T> = {
  query: UseQueryResult<T[], unknown>;
  /** Shown while the first load runs (usually skeletons). */
  loading: ReactNode;
  /** Said when the load fails, next to a "Try again" button. */
  errorMessage: string;
  /** What an empty list shows, with any buttons as `actions`. */
  empty: EmptyContent;
  /** The list itself, once it has at least one item. */
  children: (data: T[]) => ReactNode;
};

/** A list query's loading, failed and empty states, or the list once it has items. */
export function QueryStates<T>({ query, loading, errorMessage, empty, children }: Props<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return <ListEmptyState {...empty} />;
  }
  return children(query.data);
}
