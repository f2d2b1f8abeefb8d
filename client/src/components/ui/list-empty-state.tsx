import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export type EmptyContent = {
  icon: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
};

/** What an empty list shows: an icon, a title, a line of explanation and any buttons. */
export function ListEmptyState({ icon, title, description, actions }: EmptyContent) {
  return (
    <EmptyState py="xl" variant="light" icon={icon} title={title} description={description}>
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
}
