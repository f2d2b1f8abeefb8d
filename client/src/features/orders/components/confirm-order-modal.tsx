import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Order } from '#contracts/orders';
import { useLastPresent } from '../use-last-present';

type Change = 'cancel' | 'complete';

/** What each change says before it is made: neither can be undone. */
const ASK: Record<
  Change,
  { title: string; keep: string; confirm: string; color?: string; text: (o: Order) => ReactNode }
> = {
  cancel: {
    title: 'Cancel this order?',
    keep: 'Keep order',
    confirm: 'Yes, cancel order',
    color: 'red',
    text: (o) => (
      <>
        Your <strong>{o.name}</strong> request will be cancelled, and providers you are talking to
        will no longer be able to accept it. This cannot be undone.
      </>
    ),
  },
  complete: {
    title: 'Mark this order as completed?',
    keep: 'Not yet',
    confirm: 'Yes, it is completed',
    text: (o) => (
      <>
        Confirm that the <strong>{o.name}</strong> work is done. The order moves to Completed and
        the client can rate it. This cannot be undone.
      </>
    ),
  },
};

type Props = {
  change: Change;
  order: Order | null;
  onConfirm: (order: Order) => void;
  onClose: () => void;
};

/** Asks once before an order is cancelled or completed. */
export function ConfirmOrderModal({ change, order, onConfirm, onClose }: Props) {
  const shown = useLastPresent(order);
  const ask = ASK[change];
  return (
    <Modal opened={order !== null} onClose={onClose} title={ask.title} centered>
      {shown && (
        <Stack gap="lg">
          <Text size="sm">{ask.text(shown)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {ask.keep}
            </Button>
            <Button
              color={ask.color}
              onClick={() => {
                if (order) onConfirm(order);
                onClose();
              }}
            >
              {ask.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
