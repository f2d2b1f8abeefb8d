import { type MantineSpacing, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type EmptyContent, ListEmptyState } from './list-empty-state';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';

type Page = { items: unknown[] };
type Item<P extends Page> = P['items'][number];

type Props<P extends Page> = {
  query: UseInfiniteQueryResult<InfiniteData<P>, unknown>;
  /** Shown while the first page loads (usually skeletons). */
  loading: ReactNode;
  /** Said when the first page fails, next to a "Try again" button. */
  errorMessage: string;
  /** What an empty list shows, with any buttons as `actions`. */
  empty: EmptyContent;
  /** Names the items in the reader's language for "Load more" ("chats"). */
  what: string;
  /** The items of the loaded pages, in order; every item of every page unless given. */
  loaded?: (data: InfiniteData<P>) => Item<P>[];
  /** Space between the list and its "Load more" footer. */
  gap?: MantineSpacing;
  /** The list itself, once it has at least one item. */
  children: (items: Item<P>[]) => ReactNode;
};

const everyItem = <P extends Page>(data: InfiniteData<P>): Item<P>[] =>
  data.pages.flatMap((page) => page.items);

/**
 * A paged list's loading, failed and empty states, or the list with its "Load more" footer.
 * A failed "Load more" (or a failed refresh) keeps the pages already shown: only a list with
 * no page yet says it failed to load.
 */
export function PagedQueryStates<P extends Page>({
  query,
  loading,
  errorMessage,
  empty,
  what,
  loaded = everyItem,
  gap = 'md',
  children,
}: Props<P>) {
  if (query.isPending) return loading;
  if (query.data === undefined) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  const items = loaded(query.data);
  if (items.length === 0) return <ListEmptyState {...empty} />;
  return (
    <Stack gap={gap}>
      {children(items)}
      <LoadMore pages={query} what={what} />
    </Stack>
  );
}
