import { Button, Center, Image, Loader, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import type { Order } from '#contracts/orders';
import { usePrivateImage } from '#lib/use-private-image';

type Props = { order: Order; opened: boolean; onClose: () => void };

/**
 * The image itself, fetched with the user's token (a plain <img src> has none). Mounted only
 * while the modal is open, so each opening shows the latest upload.
 */
function OrderImage({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [retries, setRetries] = useState(0);
  const image = usePrivateImage(order.image, retries);
  if (image.loading) {
    return (
      <Center mih={240} role="status" aria-label={t('orders.image.loading')}>
        <Loader aria-hidden />
      </Center>
    );
  }
  if (image.failed || !image.url) {
    return (
      <LoadError message={t('orders.image.loadFailed')} onRetry={() => setRetries((n) => n + 1)} />
    );
  }
  return (
    <Image
      src={image.url}
      alt={t('orders.image.alt', { name: order.name })}
      fit="contain"
      mah="70vh"
      radius="sm"
    />
  );
}

/** The preview of an order's attached image; closes on Escape, the button or outside. */
export function OrderImageModal({ order, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.image.title', { name: order.name })}
      size="lg"
      centered
    >
      <Stack gap="md">
        {opened && <OrderImage order={order} />}
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('orders.image.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
