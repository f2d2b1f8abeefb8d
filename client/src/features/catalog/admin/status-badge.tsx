import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '#contracts/catalog';

/** Active in green, inactive in gray. */
export function StatusBadge({ status }: { status: Category['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light" size="sm">
      {status === 'active' ? t('admin.catalog.active') : t('admin.catalog.inactive')}
    </Badge>
  );
}
