import { Badge, VisuallyHidden } from '@mantine/core';
import type { OfferStatus } from '#contracts/offers';

/**
 * The spec's badge colours where it names them (pending warning, accepted primary, a refusal
 * danger); the ways an offer closes without an answer are grey, a countered one orange.
 */
const look: Record<OfferStatus, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Pending' },
  accepted: { color: 'blue', label: 'Accepted' },
  declined: { color: 'red', label: 'Declined' },
  withdrawn: { color: 'gray', label: 'Withdrawn' },
  superseded: { color: 'orange', label: 'Countered' },
  expired: { color: 'gray', label: 'Expired' },
};

type Props = {
  status: OfferStatus;
  /** A superseded offer its own maker replaced with a new price (not the other party's counter). */
  replaced?: boolean;
};

export function OfferStatusBadge({ status, replaced = false }: Props) {
  const { color, label } = look[status];
  return (
    <Badge color={color} variant="light" size="sm" style={{ flexShrink: 0 }}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {status === 'superseded' && replaced ? 'Replaced' : label}
    </Badge>
  );
}
