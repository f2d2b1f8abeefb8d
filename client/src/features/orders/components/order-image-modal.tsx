import { Button, Center, Image, Loader, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '#components/ui/load-error';
import type { Order } from '#contracts/orders';
import { usePrivateImage } from '#features/providers/use-private-image';

type Props = { order: Order; opened: boolean; onClose: () => void };

/**
 * The image itself, fetched with the user's token (a plain <img src> has none). Mounted only
 * while the modal is open, so each opening shows the latest upload.
 */
function OrderImage({ order }: { order: Order }) {
  const [retries, setRetries] = useState(0);
  const image = usePrivateImage(order.image, retries);
  if (image.loading) {
    return (
      <Center mih={240} role="status" aria-label="Loading the image">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (image.failed || !image.url) {
    return (
      <LoadError message="We could not load this image." onRetry={() => setRetries((n) => n + 1)} />
    );
  }
  return (
    <Image
      src={image.url}
      alt={`Image attached to the ${order.name} order`}
      fit="contain"
      mah="70vh"
      radius="sm"
    />
  );
}

/** The preview of an order's attached image; closes on Escape, the button or outside. */
export function OrderImageModal({ order, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Image for ${order.name}`} size="lg" centered>
      <Stack gap="md">
        {opened && <OrderImage order={order} />}
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
