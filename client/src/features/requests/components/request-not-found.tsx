import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';

/** The service (or its category) does not exist or is no longer offered. */
export function RequestNotFound({ title }: { title: string }) {
  return (
    <EmptyState py={60}>
      <EmptyState.Title order={1}>{title}</EmptyState.Title>
      <EmptyState.Description>
        This service does not exist or is no longer offered. Pick another one from the categories.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/Categories">
          Browse categories
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
