import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';
import { Messages } from '#contracts/messages';

const SAYS = {
  service: {
    title: 'Service not found.',
    text: 'This service does not exist or is no longer offered. Pick another one from the categories.',
  },
  category: {
    title: Messages.categoryNotFound,
    text: 'This category does not exist or is no longer offered, and its services cannot be requested. Pick another one from the categories.',
  },
};

/** The service, or the category the link names, does not exist or is no longer offered. */
export function RequestNotFound({ what }: { what: 'service' | 'category' }) {
  return (
    <EmptyState py={60}>
      <EmptyState.Title order={1}>{SAYS[what].title}</EmptyState.Title>
      <EmptyState.Description>{SAYS[what].text}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/Categories">
          Browse categories
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
