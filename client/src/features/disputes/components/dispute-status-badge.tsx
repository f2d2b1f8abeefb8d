import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dispute } from '#contracts/disputes';

/** A dispute's state: open (orange, like a disputed order) or resolved (grey). */
export function DisputeStatusBadge({ status }: { status: Dispute['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'open' ? 'orange' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {status === 'open' ? t('disputes.status.open') : t('disputes.status.resolved')}
    </Badge>
  );
}
