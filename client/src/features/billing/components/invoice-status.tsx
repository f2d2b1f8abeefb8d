import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_BADGES, type Invoice } from '#contracts/billing';
import { formatDay } from '#lib/format-date';

/**
 * The spec's badge (Pending yellow, Paid green, Overdue red; a proof waiting for the admin reads
 * Under review) with a note on proofs and payment.
 */
export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const badge = INVOICE_BADGES[invoice.status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={badge.color} variant="light">
        {t(badge.key)}
      </Badge>
      {invoice.status === 'uploaded' && (
        <Text size="xs" c="dimmed">
          {t('billing.statusNote.proofSent')}
        </Text>
      )}
      {invoice.proof_rejection && invoice.status !== 'Paid' && (
        <Text size="xs" c="red.8" fw={600}>
          {t('billing.statusNote.proofRejected')}
        </Text>
      )}
      {invoice.status === 'Paid' && invoice.paid_at && (
        <Text size="xs" c="dimmed">
          {t('billing.statusNote.paidOn', { date: formatDay(invoice.paid_at) })}
        </Text>
      )}
    </Stack>
  );
}
