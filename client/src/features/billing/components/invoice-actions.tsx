import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '#contracts/billing';

/** Pay Now shows while the invoice is unpaid and no proof of payment waits for the admin. */
export const canPayNow = (invoice: Invoice) =>
  invoice.status !== 'Paid' && invoice.proof_of_payment === null;

export type InvoiceHandlers = {
  onView: (invoice: Invoice) => void;
  onPay: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
  isDownloading: (paymentId: number) => boolean;
};

type Props = InvoiceHandlers & { invoice: Invoice; period: string };

/** View, Download PDF and (when due) Pay Now for one invoice; names say which month. */
export function InvoiceActions({
  invoice,
  period,
  onView,
  onPay,
  onDownload,
  isDownloading,
}: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        onClick={() => onView(invoice)}
        aria-label={t('billing.actions.viewFor', { period })}
      >
        {t('billing.actions.view')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={isDownloading(invoice.payment_id)}
        onClick={() => onDownload(invoice)}
        aria-label={t('billing.actions.downloadFor', { period })}
      >
        {t('billing.actions.download')}
      </Button>
      {canPayNow(invoice) && (
        <Button
          size="xs"
          onClick={() => onPay(invoice)}
          aria-label={t('billing.actions.payNowFor', { period })}
        >
          {t('billing.actions.payNow')}
        </Button>
      )}
    </Group>
  );
}
