import { Alert, Text } from '@mantine/core';
import type { Dispute } from '#contracts/disputes';
import { formatDayTime } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { OUTCOME_LABELS } from './dispute-text';

/** How the admin resolved a dispute: the outcome, an adjusted price, the note and when. */
export function DisputeResolution({ dispute }: { dispute: Dispute }) {
  const money = useMoney();
  if (dispute.status !== 'resolved' || dispute.outcome === null) return null;
  const cancelled = dispute.outcome === 'cancelled';
  return (
    <Alert
      color={cancelled ? 'red' : 'green'}
      variant="light"
      radius="md"
      title={`Resolved: ${OUTCOME_LABELS[dispute.outcome]}`}
    >
      {dispute.outcome === 'adjusted' && dispute.adjusted_price !== null && (
        <Text size="sm">
          New price: <strong>{money(dispute.adjusted_price)}</strong>
        </Text>
      )}
      {dispute.resolution_note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Admin's note: {dispute.resolution_note}
        </Text>
      )}
      {dispute.resolved_at !== null && (
        <Text size="xs" mt={4}>
          Resolved{' '}
          <time dateTime={new Date(dispute.resolved_at).toISOString()}>
            {formatDayTime(dispute.resolved_at)}
          </time>
        </Text>
      )}
    </Alert>
  );
}
