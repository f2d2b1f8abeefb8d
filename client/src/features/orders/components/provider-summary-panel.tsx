import { Divider, Group, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ProviderSummary } from '#contracts/orders';
import { useMoney } from '#lib/use-currency';

type Counts = ProviderSummary['counts'];
type Props = { summary: ProviderSummary; counts: Counts };

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" component="li">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function AverageRating({ average, count }: { average: number | null; count: number }) {
  if (average === null) {
    return (
      <Text size="sm" c="dimmed">
        No ratings yet
      </Text>
    );
  }
  const shown = average.toFixed(1);
  return (
    <Group gap="xs" wrap="wrap">
      <Group gap={6} wrap="nowrap" role="img" aria-label={`Average rating ${shown} out of 5`}>
        <Rating value={average} fractions={4} readOnly aria-hidden />
        <Text fw={700} aria-hidden>
          {shown}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {count === 1 ? '1 review' : `${count} reviews`}
      </Text>
    </Group>
  );
}

/** The history page's side panel: name, average rating, earnings by period and order counts. */
export function ProviderSummaryPanel({ summary, counts }: Props) {
  const money = useMoney();
  return (
    <Paper component="aside" aria-labelledby="summary-name" withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="summary-name" style={{ overflowWrap: 'anywhere' }}>
            {summary.name}
          </Title>
          <AverageRating average={summary.averageRating} count={summary.reviewCount} />
        </div>
        <Divider />
        <section aria-labelledby="summary-earnings">
          <Title order={3} size="h5" id="summary-earnings" mb="xs">
            Earnings
          </Title>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            <Row label="Last 7 days" value={money(summary.earnings.last7)} />
            <Row label="Last 30 days" value={money(summary.earnings.last30)} />
            <Row label="Last 6 months" value={money(summary.earnings.last180)} />
          </Stack>
        </section>
        <Divider />
        <section aria-labelledby="summary-orders">
          <Title order={3} size="h5" id="summary-orders" mb="xs">
            Orders
          </Title>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            <Row label="Accepted" value={counts.accepted} />
            <Row label="Completed" value={counts.completed} />
            <Row label="Cancelled" value={counts.cancelled} />
          </Stack>
        </section>
      </Stack>
    </Paper>
  );
}

export function ProviderSummarySkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your summary">
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}
