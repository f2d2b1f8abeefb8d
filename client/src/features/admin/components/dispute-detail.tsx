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
import { DisputeEvidenceButton } from '#components/disputes/dispute-evidence';
import { DisputeResolution } from '#components/disputes/dispute-resolution';
import { DisputeStatusBadge } from '#components/disputes/dispute-status-badge';
import { authorName } from '#components/disputes/dispute-text';
import { DisputeThread } from '#components/disputes/dispute-thread';
import { ArrowLeftIcon } from '#components/ui/icons';
import { LabelledValue } from '#components/ui/labelled-value';
import { LoadError } from '#components/ui/load-error';
import type { DisputeDetail as Detail } from '#contracts/disputes';
import { ORDER_BADGE_COLORS } from '#contracts/orders';
import { formatDay, formatDayTime } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { useDisputeDetail } from '../disputes-api';
import { DisputeOffers } from './dispute-offers';
import { ResolveDisputeForm } from './resolve-dispute-form';

type Props = { disputeId: number; onBack: () => void };

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
  const money = useMoney();
  const { order } = detail;
  const names = { client: order.client_name, provider: order.sp_name ?? 'Provider' };
  const status = order.status;
  return (
    <Stack gap="md">
      <Section id="dispute-order" title="Order">
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>{order.name}</Text>
            <Badge variant="light" color={ORDER_BADGE_COLORS[status]}>
              {status.charAt(0).toUpperCase() + status.slice(1)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
            <LabelledValue label="Client">{order.client_name}</LabelledValue>
            <LabelledValue label="Provider">{order.sp_name ?? '—'}</LabelledValue>
            <LabelledValue label="Price">
              {order.price === null ? '—' : money(order.price)}
            </LabelledValue>
            <LabelledValue label="Requested">{formatDay(order.request_date)}</LabelledValue>
            <LabelledValue label="Address">{order.address}</LabelledValue>
            <LabelledValue label="City">{order.city}</LabelledValue>
            {order.completed_date && (
              <LabelledValue label="Completed">{formatDay(order.completed_date)}</LabelledValue>
            )}
          </SimpleGrid>
          <LabelledValue label="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {order.description}
            </Text>
          </LabelledValue>
        </Stack>
      </Section>
      <Section id="dispute-offers" title="Offers in the chat">
        <DisputeOffers offers={detail.offers} names={names} />
      </Section>
      <Section id="dispute-statements" title="Reason and statements">
        <Stack gap="sm">
          <DisputeThread dispute={detail} names={names} headingId="dispute-statements" />
          {detail.evidence ? (
            <Group>
              <DisputeEvidenceButton
                path={detail.evidence}
                auth="admin"
                about={`dispute #${detail.dispute_id}`}
                fileBase={`dispute-${detail.dispute_id}-evidence`}
              />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No photo or PDF was attached.
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
        Opened by {authorName(detail.opened_by, names)} on {formatDayTime(detail.created_at)}, when
        the order was {detail.order_status_before}.
      </Text>
    </Stack>
  );
}

/** One dispute as the admin reads it before deciding, with the form to decide. */
export function DisputeDetailView({ disputeId, onBack }: Props) {
  const detail = useDisputeDetail(disputeId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Button variant="subtle" leftSection={<ArrowLeftIcon size={16} />} onClick={onBack} px={4}>
          Back to disputes
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          Dispute #{disputeId}
          {detail.data && ` on order #${detail.data.request_id}`}
        </Title>
        {detail.data && <DisputeStatusBadge status={detail.data.status} />}
      </Group>
      {detail.isPending ? (
        <Stack role="status" aria-busy="true" aria-label="Loading the dispute">
          <Skeleton height={160} radius="md" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : detail.isError ? (
        <LoadError
          message="We could not load this dispute."
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </Stack>
  );
}
