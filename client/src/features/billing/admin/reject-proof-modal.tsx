import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { MAX_REJECTION_REASON, type PendingPayment } from '#contracts/billing';
import { adminFailure } from '#lib/admin-failure';
import { useMoney } from '#lib/use-currency';
import { useRejectProof } from '../api/admin-payments';
import { billingPeriod } from '../billing-period';

type Props = { payment: PendingPayment | null; onClose: () => void };

/** Asks once, with the reason the provider will read, before a proof of payment is rejected. */
export function RejectProofModal({ payment, onClose }: Props) {
  const { t } = useTranslation();
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
      setReasonError(t('admin.rejectProof.reasonMissing'));
      return;
    }
    try {
      await reject.mutateAsync({ payment, reason: trimmed });
    } catch {
      return;
    }
    notifications.show({
      color: 'green',
      title: t('admin.rejectProof.doneTitle'),
      message: t('admin.rejectProof.done', { name: payment.fullname, period }),
    });
    onClose();
  };

  const failure = reject.isError ? adminFailure(reject.error, t('admin.rejectProof.failed')) : null;
  return (
    <Modal
      opened={payment !== null}
      onClose={reject.isPending ? () => undefined : onClose}
      title={t('admin.rejectProof.title')}
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">
            {t('admin.rejectProof.text', {
              name: shown?.fullname ?? '',
              period,
              amount: shown ? money(shown.amount_due) : '',
            })}
          </Text>
          <Textarea
            label={t('admin.rejectProof.reason')}
            description={t('admin.rejectProof.reasonHint', {
              count: reason.length,
              max: MAX_REJECTION_REASON,
            })}
            placeholder={t('admin.rejectProof.reasonPlaceholder')}
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
              {t('admin.rejectProof.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('admin.rejectProof.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
