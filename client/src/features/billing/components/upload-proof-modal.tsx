import { Alert, Button, FileInput, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { UploadProgress } from '#components/ui/upload-progress';
import { type Invoice, PROOF_SUCCESS_DELAY_MS } from '#contracts/billing';
import { useMoney } from '#lib/use-currency';
import { useUploadProof } from '../api/invoices';
import { billingPeriod } from '../billing-period';
import { proofUploadError } from '../errors';
import { PROOF_ACCEPT, proofProblem } from '../proof-file';
import { PaymentInstructions } from './payment-instructions';
import { RejectionReason } from './rejected-proofs';

type Props = { invoice: Invoice | null; spId: number; onClose: () => void };

/**
 * Pay Now: how to pay (the admin's instructions), why a previous proof was rejected, and the
 * receipt (JPG, PNG or PDF up to 5 MB) to send, with the upload's progress.
 */
export function UploadProofModal({ invoice, spId, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const upload = useUploadProof();
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = progress !== null;

  // A fresh form for every invoice opened.
  useEffect(() => {
    if (!invoice) return;
    setFile(null);
    setFileError(null);
    setFailure(null);
    setProgress(null);
  }, [invoice]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (next: File | null) => {
    setFile(next);
    setFileError(next ? proofProblem(next) : null);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!invoice || busy) return;
    if (!file) {
      setFailure(t('billing.messages.fillAllFields'));
      return;
    }
    const problem = proofProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      await upload.mutateAsync({
        paymentId: invoice.payment_id,
        spId,
        file,
        onProgress: setProgress,
      });
    } catch (error) {
      setProgress(null);
      setFailure(proofUploadError(error));
      return;
    }
    setProgress(100);
    // The spec shows the success message after a short pause.
    timer.current = setTimeout(() => {
      notifications.show({
        color: 'green',
        title: t('billing.upload.sent'),
        message: t('billing.messages.proofUploaded'),
      });
      setProgress(null);
      onClose();
    }, PROOF_SUCCESS_DELAY_MS);
  };

  const period = shown ? billingPeriod(shown.billing_month, shown.billing_year) : '';
  return (
    <Modal
      opened={invoice !== null}
      onClose={busy ? () => undefined : onClose}
      title={t('billing.upload.title')}
      centered
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans
              i18nKey="billing.upload.intro"
              values={{ period, amount: shown ? money(shown.amount_due) : '' }}
              components={{ b: <b /> }}
            />
          </Text>
          {shown?.proof_rejection && (
            <Alert color="red" variant="light" radius="md" title={t('billing.upload.lastRejected')}>
              <RejectionReason invoice={shown} />
            </Alert>
          )}
          <section aria-labelledby="pay-now-how-to-pay">
            <Title order={3} size="h5" id="pay-now-how-to-pay" mb="xs">
              {t('billing.upload.howToPay')}
            </Title>
            <PaymentInstructions />
          </section>
          <FileInput
            label={t('billing.upload.label')}
            description={t('billing.messages.proofHint')}
            placeholder={t('billing.upload.placeholder')}
            // Mantine's pale placeholder fails WCAG AA contrast here: use the theme's dimmed grey.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            accept={PROOF_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('billing.upload.removeFile') }}
            withAsterisk
            value={file}
            onChange={choose}
            error={fileError}
            disabled={busy}
          />
          {progress !== null && <UploadProgress percent={progress} />}
          <FormAlert message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('billing.upload.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!!fileError}>
              {t('billing.upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
