import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '#components/ui/upload-progress';
import type { Order } from '#contracts/orders';
import { useUploadRequestImage } from '#features/requests/api/requests';
import {
  imageUploadDetail,
  REQUEST_IMAGE_LIMIT_MB,
  REQUEST_IMAGE_TYPES,
  requestImageProblem,
} from '#features/requests/shared/request-image';
import { orderKeys } from '../api/orders';
import { orderHeadingId } from './order-card';

type Props = { order: Order; clientId: number };

/** A pending order's image upload: choose, send with progress, the spec's failure text. */
export function OrderAttachment({ order, clientId }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadRequestImage();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;
  const imageHint = t('requests.image.types', { limit: REQUEST_IMAGE_LIMIT_MB });

  async function send() {
    setFailure(null);
    if (!file) {
      setFieldError(t('orders.attachment.selectFileFirst'));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({
        requestId: order.request_id,
        file,
        onProgress: setProgress,
      });
      setFile(null);
      notifications.show({
        color: 'green',
        title: order.name,
        message: t('requests.sent.imageUploaded'),
      });
      await queryClient.invalidateQueries({ queryKey: orderKeys.list(clientId) });
    } catch (error) {
      setFailure(imageUploadDetail(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="xs">
      <FileInput
        label={t('orders.attachment.label')}
        description={order.image ? t('orders.attachment.replaces', { hint: imageHint }) : imageHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button
              variant="default"
              onClick={() => void send()}
              loading={sending}
              aria-describedby={orderHeadingId(order)}
              style={{ flexShrink: 0 }}
            >
              {t('orders.attachment.upload')}
            </Button>
          </Group>
        )}
        placeholder={order.image ? t('orders.attachment.chooseNew') : t('orders.attachment.choose')}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept={REQUEST_IMAGE_TYPES.join(',')}
        clearable
        clearButtonProps={{ 'aria-label': t('orders.attachment.remove') }}
        value={file}
        error={fieldError}
        disabled={sending}
        onChange={(chosen) => {
          const problem = chosen && requestImageProblem(chosen);
          setFile(problem ? null : chosen);
          setFieldError(problem || null);
          setFailure(null);
        }}
      />
      {sending && <UploadProgress percent={progress} of="image" />}
      {failure !== null && (
        <Alert color="red" variant="light" role="alert" title={t('requests.image.uploadFailed')}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
