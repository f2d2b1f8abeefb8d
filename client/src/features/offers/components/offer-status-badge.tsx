import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '#contracts/offers';

/**
 * The spec's badge colours where it names them (pending warning, accepted primary, a refusal
 * danger); the ways an offer closes without an answer are grey, a countered one orange.
 */
const COLORS: Record<OfferStatus, string> = {
  pending: 'yellow',
  accepted: 'blue',
  declined: 'red',
  withdrawn: 'gray',
  // Its request was cancelled: the spec's cancelled colour.
  canceled: 'red',
  superseded: 'orange',
  expired: 'gray',
};

type Props = {
  status: OfferStatus;
  /** A superseded offer its own maker replaced with a new price (not the other party's counter). */
  replaced?: boolean;
};

export function OfferStatusBadge({ status, replaced = false }: Props) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      <VisuallyHidden>{t('chat.offer.statusLabel')} </VisuallyHidden>
      {status === 'superseded' && replaced ? t('chat.offer.replaced') : t(`chat.status.${status}`)}
    </Badge>
  );
}
