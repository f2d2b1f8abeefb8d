import { Badge } from '@mantine/core';
import type { Category } from '#contracts/catalog';

/** Active in green, inactive in gray. */
export function StatusBadge({ status }: { status: Category['status'] }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light" size="sm">
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
