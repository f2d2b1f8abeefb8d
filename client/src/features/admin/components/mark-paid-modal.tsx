import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { PendingPayment } from '#contracts/billing';
import { FormAlert } from '#features/auth/components/form-alert';
import { billingPeriod } from '#features/billing/billing-period';
import { useMoney } from '#lib/use-currency';
import { adminFailure } from '../errors';
import { useMarkPaid } from '../payments-api';

const MARK_PAID_FAILED = 'Failed to mark the payment as paid.';

type Props = { payment: PendingPayment | null; onClose: () => void };

/** Asks once before an invoice is marked as paid. */
export function MarkPaidModal({ payment, onClose }: Props) {
  const money = useMoney();
  const markPaid = useMarkPaid();
  const { reset } = markPaid;
  // Keeps the last payment on screen while the modal fades out.
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) setShown(payment);

  useEffect(() => {
    if (payment) reset();
  }, [payment, reset]);

  const period = shown ? billingPeriod(shown.billing_month, shown.billing_year) : '';

  const confirm = async () => {
    if (!payment) return;
    try {
      await markPaid.mutateAsync(payment.payment_id);
    } catch {
      return;
    }
    notifications.show({
      color: 'green',
      title: 'Payment confirmed',
      message: `${payment.fullname}'s invoice for ${period} is marked as paid.`,
    });
    onClose();
  };

  const failure = markPaid.isError ? adminFailure(markPaid.error, MARK_PAID_FAILED) : null;
  return (
    <Modal
      opened={payment !== null}
      onClose={markPaid.isPending ? () => undefined : onClose}
      title="Mark this invoice as paid?"
      centered
    >
      <Stack>
        <Text size="sm">
          {shown?.fullname}'s invoice for {period} ({shown ? money(shown.amount_due) : ''}) will be
          marked as paid and they will be told. Do this only after checking the proof of payment.
        </Text>
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={markPaid.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={markPaid.isPending}>
            Yes, mark as paid
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
