import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LabelledValue } from '#components/ui/labelled-value';
import type { DisputeCase } from '#contracts/disputes';
import { formatDayTime } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';

type Props = {
  item: DisputeCase;
  /** A dispute: open its detail. */
  onOpen?: (item: DisputeCase) => void;
  /** A stale order: complete or cancel it. */
  onResolveStale?: (item: DisputeCase, outcome: 'completed' | 'cancelled') => void;
};

/** One case of the Disputes tab: order, service, both parties, price, since when, the reason. */
export function DisputeCaseRow({ item, onOpen, onResolveStale }: Props) {
  const money = useMoney();
  const headingId = `case-${item.kind}-${item.dispute_id ?? item.request_id}`;
  const label = `order #${item.request_id}, ${item.service_name}`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            Order #{item.request_id} · {item.service_name}
          </Title>
          {item.dispute_id !== null && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              Dispute #{item.dispute_id}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <LabelledValue label="Client">{item.client_name}</LabelledValue>
          <LabelledValue label="Provider">{item.sp_name}</LabelledValue>
          <LabelledValue label="Price">{money(item.price)}</LabelledValue>
          <LabelledValue label={item.kind === 'stale' ? 'Accepted' : 'Opened'}>
            <time dateTime={new Date(item.since).toISOString()}>{formatDayTime(item.since)}</time>
          </LabelledValue>
        </SimpleGrid>
        {item.reason !== null && (
          <LabelledValue label="Reason">
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
              {item.reason}
            </Text>
          </LabelledValue>
        )}
        <Group gap="sm" justify="flex-end">
          {onOpen && (
            <Button
              size="sm"
              variant="light"
              onClick={() => onOpen(item)}
              aria-label={`Open the dispute on ${label}`}
            >
              Open dispute
            </Button>
          )}
          {onResolveStale && (
            <>
              <Button
                size="sm"
                variant="light"
                onClick={() => onResolveStale(item, 'completed')}
                aria-label={`Complete ${label}`}
              >
                Complete
              </Button>
              <Button
                size="sm"
                variant="light"
                color="red"
                onClick={() => onResolveStale(item, 'cancelled')}
                aria-label={`Cancel ${label}`}
              >
                Cancel order
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
