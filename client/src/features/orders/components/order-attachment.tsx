import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Order, OrderMessages } from '#contracts/orders';
import { RequestMessages } from '#contracts/requests';
import { useUploadRequestImage } from '#features/requests/api';
import { UploadProgress } from '#features/requests/components/upload-progress';
import { imageUploadDetail } from '#features/requests/errors';
import {
  REQUEST_IMAGE_HINT,
  REQUEST_IMAGE_TYPES,
  requestImageProblem,
} from '#features/requests/image-file';
import { orderKeys } from '../api';
import { orderHeadingId } from './order-card';

type Props = { order: Order; clientId: number };

const IMAGE_HINT = REQUEST_IMAGE_HINT.replace('Optional. ', '');

/** A pending order's image upload: choose, send with progress, the spec's failure text. */
export function OrderAttachment({ order, clientId }: Props) {
  const queryClient = useQueryClient();
  const upload = useUploadRequestImage();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  async function send() {
    setFailure(null);
    if (!file) {
      setFieldError(OrderMessages.selectFileFirst);
      return;
    }
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({
        requestId: order.request_id,
        file,
        onProgress: setProgress,
      });
      setFile(null);
      notifications.show({ color: 'green', title: order.name, message: answer.message });
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
        label="Attachment"
        description={
          order.image ? `An image is attached; a new one replaces it. ${IMAGE_HINT}` : IMAGE_HINT
        }
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
              Upload image
            </Button>
          </Group>
        )}
        placeholder={order.image ? 'Choose a new image' : 'Choose an image'}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept={REQUEST_IMAGE_TYPES.join(',')}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen image' }}
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
      {sending && <UploadProgress percent={progress} />}
      {failure !== null && (
        <Alert color="red" variant="light" role="alert" title={RequestMessages.imageUploadFailed}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
