import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { messageResponse } from '#contracts/auth';
import { accruingFee, billingProfile, invoice, invoiceDetails } from '#contracts/billing';
import { apiGet, apiUpload } from '#lib/api-client';
import { text } from '#lib/i18n';
import { downloadPrivateFile } from '#lib/private-file';

/** Query keys of this feature; `all` is the prefix of every one of them. */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (spId: number) => ['billing', 'invoices', spId] as const,
  accruing: (spId: number) => ['billing', 'accruing', spId] as const,
  details: (paymentId: number) => ['billing', 'details', paymentId] as const,
  profile: (spId: number) => ['billing', 'profile', spId] as const,
};

/** The provider's monthly invoices, newest month first. */
export function useInvoices(spId: number) {
  return useQuery({
    queryKey: billingKeys.invoices(spId),
    queryFn: () => apiGet(`/sp/invoices/${spId}`, z.array(invoice)),
    enabled: spId > 0,
    // The admin may confirm a payment meanwhile: look again when the tab returns.
    refetchOnWindowFocus: true,
  });
}

/** The platform fee building up this month, before its invoice exists. */
export function useAccruingFee(spId: number) {
  return useQuery({
    queryKey: billingKeys.accruing(spId),
    queryFn: () => apiGet(`/sp/invoices/${spId}/current`, accruingFee),
    enabled: spId > 0,
  });
}

/** One invoice with the completed orders it bills; loads while `paymentId` is set. */
export function useInvoiceDetails(paymentId: number | null) {
  return useQuery({
    queryKey: billingKeys.details(paymentId ?? 0),
    queryFn: () => apiGet(`/sp/invoiceDetails/${paymentId}`, invoiceDetails),
    enabled: paymentId !== null,
  });
}

/** The provider's name, address, city and phone as an invoice shows them. */
export function useBillingProfile(spId: number, enabled = true) {
  return useQuery({
    queryKey: billingKeys.profile(spId),
    queryFn: () => apiGet(`/sp/getprofile/${spId}`, billingProfile),
    enabled: enabled && spId > 0,
    staleTime: 5 * 60_000,
  });
}

type ProofUpload = {
  paymentId: number;
  spId: number;
  file: File;
  onProgress: (percent: number) => void;
};

/** PUT /sp/invoice/payment (multipart) with the proof file, reporting upload progress. */
export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, spId, file, onProgress }: ProofUpload) => {
      const form = new FormData();
      form.append('payment_id', String(paymentId));
      form.append('sp_id', String(spId));
      form.append('folder', 'payments');
      form.append('proofOfPayment', file);
      return apiUpload('PUT', '/sp/invoice/payment', messageResponse, form, { onProgress });
    },
    // A refusal may mean the list is stale (e.g. paid meanwhile): refresh either way.
    onSettled: (_answer, _error, { spId, paymentId }) => {
      void queryClient.invalidateQueries({ queryKey: billingKeys.details(paymentId) });
      return queryClient.invalidateQueries({ queryKey: billingKeys.invoices(spId) });
    },
  });
}

/** Downloads invoice PDFs; `isDownloading(id)` is true while that invoice's PDF is fetched. */
export function useInvoicePdf() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (paymentId: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(paymentId);
      else next.delete(paymentId);
      return next;
    });

  const download = async (paymentId: number) => {
    mark(paymentId, true);
    try {
      await downloadPrivateFile(`/sp/invoice/pdf/${paymentId}`, `invoice-${paymentId}.pdf`);
    } catch {
      notifications.show({
        color: 'red',
        title: text('billing.pdf.failedTitle'),
        message: text('billing.pdf.failed'),
      });
    } finally {
      mark(paymentId, false);
    }
  };
  return { download, isDownloading: (paymentId: number) => busy.has(paymentId) };
}
