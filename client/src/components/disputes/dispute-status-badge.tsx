import { Badge } from '@mantine/core';
import type { Dispute } from '#contracts/disputes';

/** A dispute's state: open (orange, like a disputed order) or resolved (grey). */
export function DisputeStatusBadge({ status }: { status: Dispute['status'] }) {
  return (
    <Badge color={status === 'open' ? 'orange' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {status === 'open' ? 'Open' : 'Resolved'}
    </Badge>
  );
}
