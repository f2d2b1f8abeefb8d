import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { billingPeriod } from '../billing-period';
import { canPayNow } from './invoice-actions';

/** Why the admin refused a proof, and when. */
export function RejectionReason({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  if (!invoice.proof_rejection) return null;
  return (
    <Text size="sm">
      <b>{t('billing.rejected.reason')}</b>{' '}
      <span style={{ overflowWrap: 'anywhere' }}>{invoice.proof_rejection.reason}</span>{' '}
      <Text span size="xs" c="dimmed">
        {t('billing.rejected.on', { date: formatDay(invoice.proof_rejection.rejected_at) })}
      </Text>
    </Text>
  );
}

type Props = { invoices: Invoice[]; onPay: (invoice: Invoice) => void };

/** One alert per invoice whose proof the admin rejected, with the reason and a way to send another. */
export function RejectedProofs({ invoices, onPay }: Props) {
  const { t } = useTranslation();
  const rejected = invoices.filter((i) => i.proof_rejection && canPayNow(i));
  if (rejected.length === 0) return null;
  return (
    <Stack gap="sm">
      {rejected.map((invoice) => {
        const period = billingPeriod(invoice.billing_month, invoice.billing_year);
        return (
          <Alert
            key={invoice.payment_id}
            color="red"
            variant="light"
            radius="md"
            title={t('billing.rejected.title', { period })}
          >
            <Stack gap="xs" align="flex-start">
              <RejectionReason invoice={invoice} />
              <Text size="sm">{t('billing.rejected.checkReason')}</Text>
              <Button
                size="xs"
                color="red"
                onClick={() => onPay(invoice)}
                aria-label={t('billing.rejected.uploadNewFor', { period })}
              >
                {t('billing.rejected.uploadNew')}
              </Button>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
