import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { type EmptyContent, ListEmptyState } from '#components/ui/list-empty-state';

type Props<T> = {
  items: T[];
  empty: EmptyContent;
  /** More pages wait on the server: an empty tab may not be empty yet, so it says nothing. */
  more?: boolean;
  children: (item: T) => ReactNode;
};

/** Orders as cards, two a row on wide screens; the tab's empty state when there are none. */
export function OrderGrid<T>({ items, empty, more = false, children }: Props<T>) {
  if (items.length === 0) {
    return more ? null : <ListEmptyState {...empty} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {items.map(children)}
    </SimpleGrid>
  );
}
