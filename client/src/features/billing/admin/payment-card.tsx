import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { PendingPayment } from '#contracts/billing';
import { useMoney } from '#lib/use-currency';
import { billingPeriod } from '../billing-period';
import { ProofPreview } from './proof-preview';

type Props = { payment: PendingPayment; onMarkPaid: () => void; onReject: () => void };

const extensionOf = (type: string) =>
  type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';

/**
 * One invoice waiting for the admin: who, which month, how much, the proof sent, and the two
 * answers (reject it with a reason, or mark the invoice paid).
 */
export function PaymentCard({ payment, onMarkPaid, onReject }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const period = billingPeriod(payment.billing_month, payment.billing_year);
  const headingId = `payment-${payment.payment_id}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId}>
              <Typed>{payment.fullname}</Typed>
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.payments.invoiceFor', { number: payment.payment_id, period })}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" ta="end">
              {t('admin.payments.amountDue')}
            </Text>
            <Text fw={700} fz="lg" ta="end" style={{ whiteSpace: 'nowrap' }}>
              {money(payment.amount_due)}
            </Text>
          </div>
        </Group>
        <ProofPreview
          path={payment.proof_of_payment}
          type={payment.proof_type}
          label={t('admin.payments.proofLabel', { name: payment.fullname, period })}
          fileName={`proof-${payment.payment_id}.${extensionOf(payment.proof_type)}`}
        />
        <Group justify="flex-end" mt="auto" gap="sm">
          <Button
            variant="outline"
            color="red"
            onClick={onReject}
            aria-label={t('admin.payments.rejectLabel', { name: payment.fullname, period })}
          >
            {t('admin.payments.reject')}
          </Button>
          <Button
            onClick={onMarkPaid}
            aria-label={t('admin.payments.markPaidLabel', { name: payment.fullname, period })}
          >
            {t('admin.payments.markPaid')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
