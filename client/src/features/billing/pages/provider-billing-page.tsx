import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinsIcon } from '#components/ui/icons';
import { QueryStates } from '#components/ui/query-states';
import { type Invoice, PLATFORM_FEE_PERCENT } from '#contracts/billing';
import { useSession } from '#lib/session';
import { useInvoicePdf, useInvoices } from '../api/invoices';
import { AccruingFeeCard } from '../components/accruing-fee-card';
import { HowToPayCard } from '../components/how-to-pay-card';
import { InvoiceDetailsModal } from '../components/invoice-details-modal';
import { InvoiceList } from '../components/invoice-list';
import { InvoiceListSkeleton } from '../components/invoice-list-skeleton';
import { RejectedProofs } from '../components/rejected-proofs';
import { UploadProofModal } from '../components/upload-proof-modal';

/**
 * /SpBilling: proofs the admin rejected, this month's building fee, how to pay, the monthly
 * invoices, their details and payment.
 */
export function ProviderBillingPage() {
  const { t } = useTranslation();
  const spId = useSession()?.userId ?? 0;
  const invoices = useInvoices(spId);
  const pdf = useInvoicePdf();
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<Invoice | null>(null);

  const download = (invoice: Invoice) => void pdf.download(invoice.payment_id);
  const payFromDetails = (invoice: Invoice) => {
    setViewing(null);
    setPaying(invoice);
  };

  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('billing.page.title')}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {t('billing.page.intro', { percent: PLATFORM_FEE_PERCENT })}
        </Text>
        <Stack gap="xl">
          {invoices.data && <RejectedProofs invoices={invoices.data} onPay={setPaying} />}
          <AccruingFeeCard spId={spId} />
          <HowToPayCard />
          <section aria-labelledby="billing-invoices">
            <Title order={2} size="h3" id="billing-invoices" mb="sm">
              {t('billing.page.invoices')}
            </Title>
            <QueryStates
              query={invoices}
              loading={<InvoiceListSkeleton />}
              errorMessage={t('billing.page.loadFailed')}
              empty={{
                icon: <CoinsIcon size={28} />,
                title: t('billing.page.emptyTitle'),
                description: t('billing.page.emptyText'),
              }}
            >
              {(list) => (
                <InvoiceList
                  invoices={list}
                  onView={setViewing}
                  onPay={setPaying}
                  onDownload={download}
                  isDownloading={pdf.isDownloading}
                />
              )}
            </QueryStates>
          </section>
        </Stack>
      </Container>
      <InvoiceDetailsModal
        invoice={viewing}
        spId={spId}
        onClose={() => setViewing(null)}
        onPay={payFromDetails}
        onDownload={download}
        isDownloading={pdf.isDownloading}
      />
      <UploadProofModal invoice={paying} spId={spId} onClose={() => setPaying(null)} />
    </Box>
  );
}
