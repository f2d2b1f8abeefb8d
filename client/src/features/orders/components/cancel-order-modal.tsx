import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Order } from '../../../../../contracts/orders';
import { useLastPresent } from '../use-last-present';

type Props = { order: Order | null; onConfirm: (order: Order) => void; onClose: () => void };

/** Asks once before a pending order is cancelled (it cannot be undone). */
export function CancelOrderModal({ order, onConfirm, onClose }: Props) {
  const shown = useLastPresent(order);
  return (
    <Modal opened={order !== null} onClose={onClose} title="Cancel this order?" centered>
      {shown && (
        <Stack gap="lg">
          <Text size="sm">
            Your <strong>{shown.name}</strong> request will be cancelled, and providers you are
            talking to will no longer be able to accept it. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Keep order
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (order) onConfirm(order);
                onClose();
              }}
            >
              Yes, cancel order
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
