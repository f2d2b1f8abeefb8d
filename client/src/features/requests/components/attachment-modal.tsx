import { Button, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '#components/ui/load-error';
import type { FeedRequest } from '#contracts/requests';
import { usePrivateImage } from '#features/providers/use-private-image';

/** The photo itself, fetched with the provider's token (a plain <img src> has none). */
function AttachmentImage({ request }: { request: FeedRequest }) {
  const [version, setVersion] = useState(0);
  const image = usePrivateImage(request.image, version);
  if (image.loading) {
    return (
      <Center mih={240} role="status" aria-label="Loading the attachment">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (image.failed || !image.url) {
    return (
      <LoadError
        message="We could not load this attachment."
        onRetry={() => setVersion((v) => v + 1)}
      />
    );
  }
  return (
    <Image
      src={image.url}
      alt={`Photo attached by ${request.client_name} to the ${request.service_name} request`}
      fit="contain"
      mah="70vh"
      radius="sm"
    />
  );
}

type Props = { request: FeedRequest | null; onClose: () => void };

/** The image preview of a request's attachment; closes on Escape, the button or outside. */
export function AttachmentModal({ request, onClose }: Props) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Attachment from ${request.client_name}` : 'Attachment'}
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
            Close
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
