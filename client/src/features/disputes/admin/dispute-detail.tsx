import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '#components/ui/icons';
import { LabelledValue } from '#components/ui/labelled-value';
import { LoadError } from '#components/ui/load-error';
import type { DisputeDetail as Detail } from '#contracts/disputes';
import { ORDER_BADGE_COLORS } from '#contracts/orders';
import { AgreedScope } from '#features/offers/shared/offer-scope-lines';
import { formatDay, formatDayTime } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import type { TextKey } from '#locales/catalog';
import { useDisputeDetail } from '../api/admin-disputes';
import { DisputeEvidenceButton } from '../components/dispute-evidence';
import { DisputeResolution } from '../components/dispute-resolution';
import { DisputeStatusBadge } from '../components/dispute-status-badge';
import { DisputeThread } from '../components/dispute-thread';
import { authorName } from '../dispute-text';
import { DisputeOffers } from './dispute-offers';
import { ResolveDisputeForm } from './resolve-dispute-form';

type Props = { disputeId: number; onBack: () => void };

const ORDER_STATUS_KEYS = {
  pending: 'admin.disputeDetail.orderStatus.pending',
  accepted: 'admin.disputeDetail.orderStatus.accepted',
  completed: 'admin.disputeDetail.orderStatus.completed',
  cancelled: 'admin.disputeDetail.orderStatus.cancelled',
  expired: 'admin.disputeDetail.orderStatus.expired',
  disputed: 'admin.disputeDetail.orderStatus.disputed',
} as const satisfies Record<Detail['order']['status'], TextKey>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Title order={3} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function DetailBody({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { order } = detail;
  const names = {
    client: order.client_name,
    provider: order.sp_name ?? t('admin.disputeDetail.providerFallback'),
  };
  const status = order.status;
  return (
    <Stack gap="md">
      <Section id="dispute-order" title={t('admin.disputeDetail.order')}>
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>{order.name}</Text>
            <Badge variant="light" color={ORDER_BADGE_COLORS[status]}>
              {t(ORDER_STATUS_KEYS[status])}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
            <LabelledValue label={t('admin.disputeDetail.client')}>
              {order.client_name}
            </LabelledValue>
            <LabelledValue label={t('admin.disputeDetail.provider')}>
              {order.sp_name ?? '—'}
            </LabelledValue>
            <LabelledValue label={t('admin.disputeDetail.price')}>
              {order.price === null ? '—' : money(order.price)}
            </LabelledValue>
            <LabelledValue label={t('admin.disputeDetail.requested')}>
              {formatDay(order.request_date)}
            </LabelledValue>
            <LabelledValue label={t('admin.disputeDetail.address')}>{order.address}</LabelledValue>
            <LabelledValue label={t('admin.disputeDetail.city')}>{order.city}</LabelledValue>
            {order.completed_date && (
              <LabelledValue label={t('admin.disputeDetail.completed')}>
                {formatDay(order.completed_date)}
              </LabelledValue>
            )}
          </SimpleGrid>
          <LabelledValue label={t('admin.disputeDetail.description')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {order.description}
            </Text>
          </LabelledValue>
          <AgreedScope scope={order.scope} />
        </Stack>
      </Section>
      <Section id="dispute-offers" title={t('admin.disputeDetail.offers')}>
        <DisputeOffers offers={detail.offers} names={names} />
      </Section>
      <Section id="dispute-statements" title={t('admin.disputeDetail.statements')}>
        <Stack gap="sm">
          <DisputeThread dispute={detail} names={names} headingId="dispute-statements" />
          {detail.evidence ? (
            <Group>
              <DisputeEvidenceButton
                path={detail.evidence}
                auth="admin"
                about={t('admin.disputeDetail.evidenceAbout', { id: detail.dispute_id })}
                fileBase={`dispute-${detail.dispute_id}-evidence`}
              />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.disputeDetail.noEvidence')}
            </Text>
          )}
        </Stack>
      </Section>
      {detail.status === 'open' ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <ResolveDisputeForm detail={detail} />
        </Paper>
      ) : (
        <DisputeResolution dispute={detail} />
      )}
      <Text size="xs" c="dimmed">
        {t(
          detail.order_status_before === 'completed'
            ? 'admin.disputeDetail.openedWhenCompleted'
            : 'admin.disputeDetail.openedWhenAccepted',
          { who: authorName(detail.opened_by, names), moment: formatDayTime(detail.created_at) },
        )}
      </Text>
    </Stack>
  );
}

/** One dispute as the admin reads it before deciding, with the form to decide. */
export function DisputeDetailView({ disputeId, onBack }: Props) {
  const { t, i18n } = useTranslation();
  // The arrow points back: to the right when the page reads right to left.
  const back = i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const detail = useDisputeDetail(disputeId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Button
          variant="subtle"
          leftSection={<ArrowLeftIcon size={16} style={back} />}
          onClick={onBack}
          px={4}
        >
          {t('admin.disputeDetail.back')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {detail.data
            ? t('admin.disputeDetail.titleOnOrder', {
                id: disputeId,
                order: detail.data.request_id,
              })
            : t('admin.disputeDetail.title', { id: disputeId })}
        </Title>
        {detail.data && <DisputeStatusBadge status={detail.data.status} />}
      </Group>
      {detail.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('admin.disputeDetail.loading')}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : detail.isError ? (
        <LoadError
          message={t('admin.disputeDetail.loadFailed')}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </Stack>
  );
}
