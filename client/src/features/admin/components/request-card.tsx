import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CategoryRequest } from '#contracts/admin';
import { formatDay } from '#lib/format-date';

type Props = { request: CategoryRequest; onApprove: () => void; onReject: () => void };

/** One provider's request for a new category. */
export function RequestCard({ request, onApprove, onReject }: Props) {
  const headingId = `request-${request.id}-title`;
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4" id={headingId}>
          {request.title}
        </Title>
        <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {request.description}
        </Text>
        <Text size="sm" c="dimmed">
          Requested by <b>{request.fullname}</b> on{' '}
          <time dateTime={request.created_at}>{formatDay(request.created_at)}</time>
        </Text>
        <Group gap="sm" mt="xs">
          <Button onClick={onApprove} aria-label={`Approve ${request.title}`}>
            Approve
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={onReject}
            aria-label={`Reject ${request.title}`}
          >
            Reject
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
