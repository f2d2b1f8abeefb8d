import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { MAX_REJECTION_REASON, type PendingPayment } from '#contracts/billing';
import { FormAlert } from '#features/auth/components/form-alert';
import { billingPeriod } from '#features/billing/billing-period';
import { useMoney } from '#lib/use-currency';
import { adminFailure } from '../errors';
import { useRejectProof } from '../payments-api';

const REJECT_FAILED = 'Failed to reject the proof of payment.';

type Props = { payment: PendingPayment | null; onClose: () => void };

/** Asks once, with the reason the provider will read, before a proof of payment is rejected. */
export function RejectProofModal({ payment, onClose }: Props) {
  const money = useMoney();
  const reject = useRejectProof();
  const { reset } = reject;
  // Keeps the last payment on screen while the modal fades out.
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) setShown(payment);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  // A fresh form for every proof opened.
  useEffect(() => {
    if (!payment) return;
    reset();
    setReason('');
    setReasonError(null);
  }, [payment, reset]);

  const period = shown ? billingPeriod(shown.billing_month, shown.billing_year) : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!payment || reject.isPending) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError('Please say why the proof is rejected: the provider reads it.');
      return;
    }
    try {
      await reject.mutateAsync({ payment, reason: trimmed });
    } catch {
      return;
    }
    notifications.show({
      color: 'green',
      title: 'Proof rejected',
      message: `${payment.fullname} was told why and can upload a new proof for ${period}.`,
    });
    onClose();
  };

  const failure = reject.isError ? adminFailure(reject.error, REJECT_FAILED) : null;
  return (
    <Modal
      opened={payment !== null}
      onClose={reject.isPending ? () => undefined : onClose}
      title="Reject this proof of payment?"
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">
            {shown?.fullname}'s invoice for {period} ({shown ? money(shown.amount_due) : ''}) goes
            back to waiting for payment. They are told the reason below and can upload a new proof.
          </Text>
          <Textarea
            label="Reason"
            description={`The provider reads this. ${reason.length} / ${MAX_REJECTION_REASON} characters.`}
            placeholder="e.g. The amount on the receipt does not match the invoice."
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_REJECTION_REASON}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            disabled={reject.isPending}
            data-autofocus
          />
          <FormAlert message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={reject.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Reject proof
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
