import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import type { Dispute } from '#contracts/disputes';
import type { Order } from '#contracts/orders';
import { formatDay } from '#lib/format-date';
import { useOrderDisputes } from '../api/order-disputes';
import { DisputeEvidenceButton } from '../components/dispute-evidence';
import { DisputeResolution } from '../components/dispute-resolution';
import { DisputeStatusBadge } from '../components/dispute-status-badge';
import { DisputeThread } from '../components/dispute-thread';
import { StatementForm } from '../components/statement-form';
import { authorName, type DisputeNames } from '../dispute-text';
import { hasDispute } from './dispute-window';

type Props = {
  order: Order;
  headingOrder: 3 | 4;
  /** Who is reading: their own words show as "You". */
  viewer: 'clients' | 'serviceproviders';
  /** The id of the order card's heading, which names the order a statement is about. */
  describedBy: string;
};

const disputeHeadingId = (d: Dispute) => `dispute-${d.dispute_id}-title`;

function DisputeView({
  order,
  dispute,
  names,
  headingOrder,
  latest,
  describedBy,
}: {
  order: Order;
  dispute: Dispute;
  names: DisputeNames;
  headingOrder: 3 | 4;
  latest: boolean;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const headingId = disputeHeadingId(dispute);
  const opened = new Date(dispute.created_at).toISOString();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={headingOrder} size="h5" id={headingId}>
          {latest ? t('orders.dispute.title') : t('orders.dispute.earlier')}
        </Title>
        <DisputeStatusBadge status={dispute.status} />
      </Group>
      <Text size="xs" c="dimmed">
        <Trans
          i18nKey="orders.dispute.opened"
          values={{ name: authorName(dispute.opened_by, names), date: formatDay(opened) }}
          components={{ time: <time dateTime={opened} /> }}
        />
      </Text>
      <DisputeThread dispute={dispute} names={names} headingId={headingId} />
      {dispute.evidence && (
        <Group>
          <DisputeEvidenceButton
            path={dispute.evidence}
            auth="user"
            about={t('orders.dispute.about', { name: order.name, id: order.request_id })}
            fileBase={`dispute-${dispute.dispute_id}-evidence`}
          />
        </Group>
      )}
      {dispute.status === 'open' ? (
        <StatementForm
          requestId={order.request_id}
          disputeId={dispute.dispute_id}
          describedBy={describedBy}
        />
      ) : (
        <DisputeResolution dispute={dispute} />
      )}
    </Stack>
  );
}

/**
 * The order's dispute, when it has one: status, reason, evidence, both sides' statements in
 * order, a form for another statement while open, and the admin's resolution once resolved.
 */
export function OrderDispute({ order, headingOrder, viewer, describedBy }: Props) {
  const { t } = useTranslation();
  const disputes = useOrderDisputes(order.request_id, hasDispute(order));
  const names = {
    client: order.client_name,
    provider: order.sp_name ?? t('orders.dispute.provider'),
    self: viewer,
  };

  if (disputes.isPending) {
    // Only a disputed order is sure to have one: others stay quiet while they look.
    return order.status === 'disputed' ? (
      <Skeleton height={120} radius="sm" role="status" aria-label={t('orders.dispute.loading')} />
    ) : null;
  }
  if (disputes.isError) {
    return order.status === 'disputed' ? (
      <LoadError message={t('orders.dispute.loadFailed')} onRetry={() => void disputes.refetch()} />
    ) : null;
  }
  const [latest, ...earlier] = disputes.data;
  if (!latest) return null;
  return (
    <Stack gap="md" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <DisputeView
        order={order}
        dispute={latest}
        names={names}
        headingOrder={headingOrder}
        latest
        describedBy={describedBy}
      />
      {earlier.length > 0 && (
        <details>
          <summary>
            <Text span size="sm">
              {earlier.length === 1
                ? t('orders.dispute.oneEarlier')
                : t('orders.dispute.manyEarlier', { count: earlier.length })}
            </Text>
          </summary>
          <Stack gap="md" mt="xs">
            {earlier.map((d) => (
              <DisputeView
                key={d.dispute_id}
                order={order}
                dispute={d}
                names={names}
                headingOrder={headingOrder}
                latest={false}
                describedBy={describedBy}
              />
            ))}
          </Stack>
        </details>
      )}
    </Stack>
  );
}
