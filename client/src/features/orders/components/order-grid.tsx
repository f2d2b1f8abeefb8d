import { EmptyState, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

type Props<T> = {
  items: T[];
  empty: { icon: ReactNode; title: string; description: string; actions?: ReactNode };
  children: (item: T) => ReactNode;
};

/** Orders as cards, two a row on wide screens; the tab's empty state when there are none. */
export function OrderGrid<T>({ items, empty, children }: Props<T>) {
  if (items.length === 0) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
      >
        {empty.actions && <EmptyState.Actions>{empty.actions}</EmptyState.Actions>}
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {items.map(children)}
    </SimpleGrid>
  );
}
