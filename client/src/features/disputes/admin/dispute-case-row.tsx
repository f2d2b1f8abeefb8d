import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = `case-${item.kind}-${item.dispute_id ?? item.request_id}`;
  const order = { order: item.request_id, service: item.service_name };
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t('admin.disputeCase.heading', order)}
          </Title>
          {item.dispute_id !== null && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t('admin.disputeCase.dispute', { id: item.dispute_id })}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <LabelledValue label={t('admin.disputeCase.client')}>{item.client_name}</LabelledValue>
          <LabelledValue label={t('admin.disputeCase.provider')}>{item.sp_name}</LabelledValue>
          <LabelledValue label={t('admin.disputeCase.price')}>{money(item.price)}</LabelledValue>
          <LabelledValue
            label={
              item.kind === 'stale'
                ? t('admin.disputeCase.accepted')
                : t('admin.disputeCase.opened')
            }
          >
            <time dateTime={new Date(item.since).toISOString()}>{formatDayTime(item.since)}</time>
          </LabelledValue>
        </SimpleGrid>
        {item.reason !== null && (
          <LabelledValue label={t('admin.disputeCase.reason')}>
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
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
              aria-label={t('admin.disputeCase.openLabel', order)}
            >
              {t('admin.disputeCase.open')}
            </Button>
          )}
          {onResolveStale && (
            <>
              <Button
                size="sm"
                variant="light"
                onClick={() => onResolveStale(item, 'completed')}
                aria-label={t('admin.disputeCase.completeLabel', order)}
              >
                {t('admin.disputeCase.complete')}
              </Button>
              <Button
                size="sm"
                variant="light"
                color="red"
                onClick={() => onResolveStale(item, 'cancelled')}
                aria-label={t('admin.disputeCase.cancelLabel', order)}
              >
                {t('admin.disputeCase.cancel')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
