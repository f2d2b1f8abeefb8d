import {
  Alert,
  Button,
  DataList,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import { type Invoice, PLATFORM_FEE_PERCENT } from '#contracts/billing';
import { formatDay } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { useBillingProfile, useInvoiceDetails } from '../api/invoices';
import { billingPeriod } from '../billing-period';
import { canPayNow } from './invoice-actions';
import { InvoiceAdjustments } from './invoice-adjustments';
import { InvoiceOrders, InvoiceOrdersSkeleton } from './invoice-orders';
import { InvoiceStatus } from './invoice-status';
import { PaymentInstructions } from './payment-instructions';
import { RejectionReason } from './rejected-proofs';

type Props = {
  invoice: Invoice | null;
  spId: number;
  onClose: () => void;
  onPay: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
  isDownloading: (paymentId: number) => boolean;
};

/**
 * One invoice in full: who is billed, each completed order, the adjustments to orders billed
 * earlier, the subtotal, fee and amount due (or the credit); while unpaid, how to pay (and why
 * the last proof was rejected, if it was).
 */
export function InvoiceDetailsModal({ invoice, spId, onClose, onPay, onDownload, ...rest }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const money = useMoney();
  // Keeps the last invoice on screen while the modal fades out.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const details = useInvoiceDetails(invoice?.payment_id ?? null);
  const profile = useBillingProfile(spId, invoice !== null);
  const adjustments = details.data?.orders.filter((l) => l.kind === 'adjustment') ?? [];

  const period = shown ? billingPeriod(shown.billing_month, shown.billing_year) : '';
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={t('billing.details.title', { period })}
      size="xl"
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown && (
        <Stack gap="lg">
          {shown.proof_rejection && shown.status !== 'Paid' && (
            <Alert
              color="red"
              variant="light"
              radius="md"
              title={t('billing.details.proofRejected')}
            >
              <RejectionReason invoice={shown} />
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <section aria-labelledby="invoice-billed-to">
              <Title order={3} size="h5" id="invoice-billed-to" mb="xs">
                {t('billing.details.billedTo')}
              </Title>
              {profile.isError ? (
                <LoadError
                  message={t('billing.details.profileFailed')}
                  onRetry={() => void profile.refetch()}
                />
              ) : (
                <DataList size="sm" gap={6} labelWidth={80}>
                  <Entry label={t('billing.details.name')} value={profile.data?.fullname} />
                  <Entry label={t('billing.details.address')} value={profile.data?.address} />
                  <Entry label={t('billing.details.city')} value={profile.data?.city} />
                  <Entry label={t('billing.details.phone')} value={profile.data?.phone} />
                </DataList>
              )}
            </section>
            <section aria-labelledby="invoice-summary">
              <Title order={3} size="h5" id="invoice-summary" mb="xs">
                {t('billing.details.invoice')}
              </Title>
              <DataList size="sm" gap={6} labelWidth={110}>
                <Entry
                  label={t('billing.details.number')}
                  value={t('billing.details.numberValue', { number: shown.payment_id })}
                />
                <Entry label={t('billing.details.period')} value={period} />
                <Entry label={t('billing.details.dueDate')} value={formatDay(shown.due_date)} />
                <DataList.Item>
                  <DataList.ItemLabel>{t('billing.details.status')}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <InvoiceStatus invoice={shown} />
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList>
            </section>
          </SimpleGrid>

          <section aria-labelledby="invoice-orders">
            <Title order={3} size="h5" id="invoice-orders" mb="xs">
              {t('billing.details.completedOrders')}
            </Title>
            {details.isPending ? (
              <InvoiceOrdersSkeleton />
            ) : details.isError ? (
              <LoadError
                message={t('billing.details.ordersFailed')}
                onRetry={() => void details.refetch()}
              />
            ) : (
              <InvoiceOrders orders={details.data.orders.filter((l) => l.kind === 'order')} />
            )}
          </section>

          {adjustments.length > 0 && (
            <section aria-labelledby="invoice-adjustments">
              <Title order={3} size="h5" id="invoice-adjustments" mb="xs">
                {t('billing.details.adjustments')}
              </Title>
              <InvoiceAdjustments adjustments={adjustments} />
            </section>
          )}

          <Divider />
          <DataList
            size="sm"
            gap={6}
            labelWidth={160}
            aria-label={t('billing.details.totals')}
            ms={{ sm: 'auto' }}
          >
            <Entry label={t('billing.details.subtotal')} value={money(shown.total_earnings)} />
            <Entry
              label={t('billing.details.fee', { percent: PLATFORM_FEE_PERCENT })}
              value={money(shown.amount_due)}
            />
            {shown.amount_due < 0 ? (
              <Entry label={t('billing.details.credit')} value={money(-shown.amount_due)} strong />
            ) : (
              <Entry
                label={t('billing.details.amountDue')}
                value={money(shown.amount_due)}
                strong
              />
            )}
          </DataList>

          {shown.status !== 'Paid' && shown.amount_due > 0 && (
            <section aria-labelledby="invoice-how-to-pay">
              <Title order={3} size="h5" id="invoice-how-to-pay" mb="xs">
                {t('billing.details.howToPay')}
              </Title>
              <PaymentInstructions />
            </section>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('billing.details.close')}
            </Button>
            <Button
              variant="default"
              loading={rest.isDownloading(shown.payment_id)}
              onClick={() => onDownload(shown)}
            >
              {t('billing.actions.download')}
            </Button>
            {canPayNow(shown) && (
              <Button onClick={() => onPay(shown)}>{t('billing.actions.payNow')}</Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Entry({ label, value, strong }: { label: string; value?: string; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={strong ? 700 : undefined}>{value ?? '…'}</DataList.ItemValue>
    </DataList.Item>
  );
}
