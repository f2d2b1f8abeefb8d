import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import type { PendingPayment } from '#contracts/billing';
import { usePendingPayments } from '../api/admin-payments';
import { MarkPaidModal } from '../shared/mark-paid-modal';
import { PaymentCard } from './payment-card';
import { PaymentInstructionsEditor } from './payment-instructions-editor';
import { RejectProofModal } from './reject-proof-modal';

/** The payment instructions providers follow, then the proofs of payment waiting for review. */
export function PaymentsTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PaymentInstructionsEditor />
      <section aria-labelledby="waiting-proofs-title">
        <Title order={2} size="h3" id="waiting-proofs-title" mb="md">
          {t('admin.payments.waitingTitle')}
        </Title>
        <WaitingProofs />
      </section>
    </Stack>
  );
}

/** Proofs of payment sent by providers, each to check, then mark as paid or reject. */
function WaitingProofs() {
  const { t } = useTranslation();
  const payments = usePendingPayments();
  const [marking, setMarking] = useState<PendingPayment | null>(null);
  const [rejecting, setRejecting] = useState<PendingPayment | null>(null);

  return (
    <PagedQueryStates
      query={payments}
      loading={
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          role="status"
          aria-busy="true"
          aria-label={t('admin.payments.loading')}
        >
          {[1, 2].map((n) => (
            <Skeleton key={n} height={480} radius="md" />
          ))}
        </SimpleGrid>
      }
      errorMessage={t('admin.payments.loadFailed')}
      empty={{
        icon: <CheckIcon size={28} />,
        title: t('admin.payments.emptyTitle'),
        description: t('admin.payments.emptyText'),
      }}
      what={t('admin.payments.loadMoreWhat')}
    >
      {(waiting) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {waiting.map((payment) => (
              <PaymentCard
                key={payment.payment_id}
                payment={payment}
                onMarkPaid={() => setMarking(payment)}
                onReject={() => setRejecting(payment)}
              />
            ))}
          </SimpleGrid>
          <MarkPaidModal payment={marking} onClose={() => setMarking(null)} />
          <RejectProofModal payment={rejecting} onClose={() => setRejecting(null)} />
        </>
      )}
    </PagedQueryStates>
  );
}
