import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { UploadProgress } from '#components/ui/upload-progress';
import { MAX_REASON_LENGTH, openDisputeFields } from '#contracts/disputes';
import type { Order } from '#contracts/orders';
import { errorText } from '#lib/error-text';
import { useLastPresent } from '#lib/use-last-present';
import { zodResolver } from '#lib/zod-resolver';
import { useOpenDispute } from '../api/order-disputes';
import { EVIDENCE_ACCEPT, EVIDENCE_LIMIT_MB, evidenceProblem } from '../dispute-file';

type Props = { order: Order | null; onClose: () => void };

/**
 * "Report a problem": opens a dispute on an order with a reason and, optionally, a photo or
 * PDF, sent with its upload progress. The admin reads both sides and decides.
 */
export function OpenDisputeModal({ order, onClose }: Props) {
  const { t } = useTranslation();
  const shown = useLastPresent(order);
  const open = useOpenDispute();
  const form = useForm({
    resolver: zodResolver(openDisputeFields),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  // A fresh form for each order opened.
  const orderId = order?.request_id ?? null;
  useEffect(() => {
    if (orderId === null) return;
    form.reset({ reason: '' });
    setFile(null);
    setFileError(null);
    setFailure(null);
    setProgress(null);
  }, [orderId, form]);

  const choose = (next: File | null) => {
    setFile(next);
    setFileError(next ? evidenceProblem(next) : null);
    setFailure(null);
  };

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!order || busy || fileError) return;
    setFailure(null);
    setProgress(0);
    try {
      await open.mutateAsync({
        requestId: order.request_id,
        reason,
        file,
        onProgress: setProgress,
      });
    } catch (error) {
      setFailure(errorText(error, t('orders.dispute.notSent')));
      setProgress(null);
      return;
    }
    setProgress(null);
    notifications.show({
      color: 'orange',
      title: order.name,
      message: t('orders.dispute.reported'),
    });
    onClose();
  });

  return (
    <Modal
      opened={order !== null}
      onClose={busy ? () => undefined : onClose}
      title={
        shown ? t('orders.dispute.reportWith', { name: shown.name }) : t('orders.dispute.report')
      }
      centered
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <Text size="sm">
            <Trans i18nKey="orders.dispute.reportText" />
          </Text>
          <Textarea
            label={t('orders.dispute.reason')}
            placeholder={t('orders.dispute.reasonPlaceholder')}
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={MAX_REASON_LENGTH}
            data-autofocus
            disabled={busy}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <FileInput
            label={t('orders.dispute.file')}
            description={t('orders.dispute.fileHint', { limit: EVIDENCE_LIMIT_MB })}
            placeholder={t('orders.dispute.chooseFile')}
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            accept={EVIDENCE_ACCEPT}
            clearable
            value={file}
            onChange={choose}
            error={fileError}
            disabled={busy}
          />
          {progress !== null && <UploadProgress percent={progress} />}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('orders.dispute.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!!fileError}>
              {t('orders.dispute.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
