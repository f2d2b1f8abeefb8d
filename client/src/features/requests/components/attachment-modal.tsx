import { Button, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import type { FeedRequest } from '#contracts/requests';
import { usePrivateImage } from '#lib/use-private-image';

/** The photo itself, fetched with the provider's token (a plain <img src> has none). */
function AttachmentImage({ request }: { request: FeedRequest }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const image = usePrivateImage(request.image, version);
  if (image.loading) {
    return (
      <Center mih={240} role="status" aria-label={t('requests.attachment.loading')}>
        <Loader aria-hidden />
      </Center>
    );
  }
  if (image.failed || !image.url) {
    return (
      <LoadError
        message={t('requests.attachment.loadFailed')}
        onRetry={() => setVersion((v) => v + 1)}
      />
    );
  }
  return (
    <Image
      src={image.url}
      alt={t('requests.attachment.alt', {
        name: request.client_name,
        service: request.service_name,
      })}
      fit="contain"
      mah="70vh"
      radius="sm"
    />
  );
}

type Props = { request: FeedRequest | null; onClose: () => void };

/** The image preview of a request's attachment; closes on Escape, the button or outside. */
export function AttachmentModal({ request, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={
        request
          ? t('requests.attachment.from', { name: request.client_name })
          : t('requests.attachment.title')
      }
      size="lg"
      centered
    >
      {request && (
        <Stack gap="md">
          <AttachmentImage request={request} />
          <Text size="sm" c="dimmed">
            {request.service_name} · {request.city}
          </Text>
          <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            {t('requests.attachment.close')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
