import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import type { PendingPayment } from '#contracts/billing';
import { adminFailure } from '#lib/admin-failure';
import { useMoney } from '#lib/use-currency';
import type { TextKey } from '#locales/catalog';
import { useMarkPaid } from '../api/admin-payments';
import { billingPeriod } from '../billing-period';

/** The invoice the modal names: its provider, month and amount due. */
export type MarkPaidTarget = Pick<
  PendingPayment,
  'payment_id' | 'fullname' | 'billing_month' | 'billing_year' | 'amount_due'
>;

type Props = {
  payment: MarkPaidTarget | null;
  onClose: () => void;
  /** Called once the server marked it paid (a desk refreshes what it shows). */
  onPaid?: () => void;
  /** What it asks: after checking the proof (Payments), or once the payment arrived (Overdue). */
  text?: Extract<TextKey, 'admin.markPaid.text' | 'overdue.markPaidText'>;
};

/**
 * Asks once before an invoice is marked as paid: the Payments and Overdue desks both mark it
 * through here (the one route, its audit row and the provider's notice).
 */
export function MarkPaidModal({ payment, onClose, onPaid, text = 'admin.markPaid.text' }: Props) {
  const { t } = useTranslation();
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
    onPaid?.();
    notifications.show({
      color: 'green',
      title: t('admin.markPaid.doneTitle'),
      message: t('admin.markPaid.done', { name: payment.fullname, period }),
    });
    onClose();
  };

  const failure = markPaid.isError
    ? adminFailure(markPaid.error, t('admin.markPaid.failed'))
    : null;
  return (
    <Modal
      opened={payment !== null}
      onClose={markPaid.isPending ? () => undefined : onClose}
      title={t('admin.markPaid.title')}
      centered
    >
      <Stack>
        <Text size="sm">
          {t(text, {
            name: shown?.fullname ?? '',
            period,
            amount: shown ? money(shown.amount_due) : '',
          })}
        </Text>
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={markPaid.isPending}>
            {t('admin.markPaid.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={markPaid.isPending}>
            {t('admin.markPaid.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
