import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Invoice } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { billingPeriod } from '../billing-period';
import { canPayNow } from './invoice-actions';

/** Why the admin refused a proof, and when. */
export function RejectionReason({ invoice }: { invoice: Invoice }) {
  if (!invoice.proof_rejection) return null;
  return (
    <Text size="sm">
      <b>Reason:</b>{' '}
      <span style={{ overflowWrap: 'anywhere' }}>{invoice.proof_rejection.reason}</span>{' '}
      <Text span size="xs" c="dimmed">
        (on {formatDay(invoice.proof_rejection.rejected_at)})
      </Text>
    </Text>
  );
}

type Props = { invoices: Invoice[]; onPay: (invoice: Invoice) => void };

/** One alert per invoice whose proof the admin rejected, with the reason and a way to send another. */
export function RejectedProofs({ invoices, onPay }: Props) {
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
            title={`Your proof of payment for ${period} was not accepted`}
          >
            <Stack gap="xs" align="flex-start">
              <RejectionReason invoice={invoice} />
              <Text size="sm">Please check the reason, then upload a new proof.</Text>
              <Button
                size="xs"
                color="red"
                onClick={() => onPay(invoice)}
                aria-label={`Upload a new proof for ${period}`}
              >
                Upload a new proof
              </Button>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
