import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while the invoices load. */
export function InvoiceListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading invoices">
      <Skeleton height={44} radius="md" />
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height={64} radius="md" />
      ))}
    </Stack>
  );
}
