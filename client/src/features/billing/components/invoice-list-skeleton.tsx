import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while the invoices load. */
export function InvoiceListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('billing.list.loading')}>
      <Skeleton height={44} radius="md" />
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height={64} radius="md" />
      ))}
    </Stack>
  );
}
