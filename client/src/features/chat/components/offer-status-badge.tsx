import { Badge } from '@mantine/core';
import type { OfferStatus } from '../../../../../contracts/chat';

/** The spec's badge colours: pending warning, accepted primary, canceled danger. */
const look: Record<OfferStatus, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Pending' },
  accepted: { color: 'blue', label: 'Accepted' },
  canceled: { color: 'red', label: 'Canceled' },
  // Taken by another provider, canceled with its request, or replaced by a newer offer.
  withdrawn: { color: 'gray', label: 'Closed' },
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { color, label } = look[status];
  return (
    <Badge color={color} variant="light" size="sm">
      {label}
    </Badge>
  );
}
