import { Divider, Group, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
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
      <Text size="sm" fw={700} ta="end">
        {value}
      </Text>
    </Group>
  );
}

function AverageRating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation();
  if (average === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('orders.summary.noRatings')}
      </Text>
    );
  }
  const shown = average.toFixed(1);
  return (
    <Group gap="xs" wrap="wrap">
      <Group
        gap={6}
        wrap="nowrap"
        role="img"
        aria-label={t('orders.summary.average', { rating: shown })}
      >
        <Rating value={average} fractions={4} readOnly aria-hidden />
        <Text fw={700} aria-hidden>
          {shown}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {count === 1 ? t('orders.summary.oneReview') : t('orders.summary.reviews', { count })}
      </Text>
    </Group>
  );
}

/** The history page's side panel: name, average rating, earnings by period and order counts. */
export function ProviderSummaryPanel({ summary, counts }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Paper component="aside" aria-labelledby="summary-name" withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="summary-name" style={{ overflowWrap: 'anywhere' }}>
            <Typed>{summary.name}</Typed>
          </Title>
          <AverageRating average={summary.averageRating} count={summary.reviewCount} />
        </div>
        <Divider />
        <section aria-labelledby="summary-earnings">
          <Title order={3} size="h5" id="summary-earnings" mb="xs">
            {t('orders.summary.earnings')}
          </Title>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            <Row label={t('orders.summary.last7')} value={money(summary.earnings.last7)} />
            <Row label={t('orders.summary.last30')} value={money(summary.earnings.last30)} />
            <Row label={t('orders.summary.last180')} value={money(summary.earnings.last180)} />
          </Stack>
          {summary.onHold.orders > 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              {summary.onHold.orders === 1
                ? t('orders.summary.onHold', { amount: money(summary.onHold.amount) })
                : t('orders.summary.onHoldMany', {
                    amount: money(summary.onHold.amount),
                    count: summary.onHold.orders,
                  })}
            </Text>
          )}
        </section>
        <Divider />
        <section aria-labelledby="summary-orders">
          <Title order={3} size="h5" id="summary-orders" mb="xs">
            {t('orders.summary.orders')}
          </Title>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            <Row label={t('orders.status.accepted')} value={counts.accepted} />
            <Row label={t('orders.status.completed')} value={counts.completed} />
            <Row label={t('orders.status.cancelled')} value={counts.cancelled} />
          </Stack>
        </section>
      </Stack>
    </Paper>
  );
}

export function ProviderSummarySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('orders.summary.loading')}>
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}
