import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contracts/orders';
import { orderHeadingId } from './order-card';
import { OrderImageModal } from './order-image-modal';

/** "View image" and its preview modal, for an order with an attached image. */
export function OrderImageButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!order.image) return null;
  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpened(true)}
        aria-describedby={orderHeadingId(order)}
      >
        {t('orders.card.viewImage')}
      </Button>
      <OrderImageModal order={order} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
