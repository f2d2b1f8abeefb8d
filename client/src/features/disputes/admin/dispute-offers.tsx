import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#contracts/offers';
import { isolate } from '#contracts/text-rules';
import { formatDayTime } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import type { TextKey } from '#locales/catalog';
import type { DisputeNames } from '../dispute-text';

const STATUS_COLORS: Record<Offer['status'], string> = {
  pending: 'yellow',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'gray',
  canceled: 'red',
  superseded: 'gray',
  expired: 'gray',
};

const STATUS_KEYS = {
  pending: 'admin.disputeOffers.status.pending',
  accepted: 'admin.disputeOffers.status.accepted',
  declined: 'admin.disputeOffers.status.declined',
  withdrawn: 'admin.disputeOffers.status.withdrawn',
  canceled: 'admin.disputeOffers.status.canceled',
  superseded: 'admin.disputeOffers.status.superseded',
  expired: 'admin.disputeOffers.status.expired',
} as const satisfies Record<Offer['status'], TextKey>;

/**
 * The chat's offers in the order they were made: who, what price, what became of each. A list
 * (not a table), so a phone shows every column without scrolling sideways.
 */
export function DisputeOffers({ offers, names }: { offers: Offer[]; names: DisputeNames }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (offers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.disputeOffers.none')}
      </Text>
    );
  }
  const ordered = offers.toSorted((a, b) => a.created_at - b.created_at || a.offer_id - b.offer_id);
  return (
    <Stack
      component="ol"
      gap={6}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('admin.disputeOffers.label')}
    >
      {ordered.map((o, i) => (
        <Paper component="li" key={o.offer_id} withBorder radius="sm" px="sm" py={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" aria-hidden>
                {i + 1}.
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {o.made_by === 'clients'
                  ? t('admin.disputeOffers.client', { name: isolate(names.client) })
                  : t('admin.disputeOffers.provider', { name: isolate(names.provider) })}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(o.price)}
              </Text>
              <Badge variant="light" color={STATUS_COLORS[o.status]} style={{ flexShrink: 0 }}>
                {t(STATUS_KEYS[o.status])}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              <time dateTime={new Date(o.created_at).toISOString()}>
                {formatDayTime(o.created_at)}
              </time>
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
