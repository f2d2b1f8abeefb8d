import { Alert, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { Dispute } from '#contracts/disputes';
import { formatDayTime } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { OUTCOME_KEYS } from '../dispute-text';

/** How the admin resolved a dispute: the outcome, an adjusted price, the note and when. */
export function DisputeResolution({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (dispute.status !== 'resolved' || dispute.outcome === null) return null;
  const cancelled = dispute.outcome === 'cancelled';
  return (
    <Alert
      color={cancelled ? 'red' : 'green'}
      variant="light"
      radius="md"
      title={t('disputes.resolution.title', { outcome: t(OUTCOME_KEYS[dispute.outcome]) })}
    >
      {dispute.outcome === 'adjusted' && dispute.adjusted_price !== null && (
        <Text size="sm">
          <Trans
            i18nKey="disputes.resolution.newPrice"
            values={{ price: money(dispute.adjusted_price) }}
            components={{ strong: <strong /> }}
          />
        </Text>
      )}
      {dispute.resolution_note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Trans
            i18nKey="disputes.resolution.note"
            values={{ note: dispute.resolution_note }}
            components={{ note: <Typed /> }}
          />
        </Text>
      )}
      {dispute.resolved_at !== null && (
        <Text size="xs" mt={4}>
          <Trans
            i18nKey="disputes.resolution.resolvedAt"
            values={{ moment: formatDayTime(dispute.resolved_at) }}
            components={{ time: <time dateTime={new Date(dispute.resolved_at).toISOString()} /> }}
          />
        </Text>
      )}
    </Alert>
  );
}
