import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { Order } from '#contracts/orders';
import { useLastPresent } from '#lib/use-last-present';

type Change = 'cancel' | 'complete';

/** What each change says before it is made: neither can be undone. */
const ASK = {
  cancel: {
    title: 'orders.change.cancelTitle',
    keep: 'orders.change.cancelKeep',
    confirm: 'orders.change.cancelConfirm',
    color: 'red',
    text: 'orders.change.cancelText',
  },
  complete: {
    title: 'orders.change.completeTitle',
    keep: 'orders.change.completeKeep',
    confirm: 'orders.change.completeConfirm',
    color: undefined,
    text: 'orders.change.completeText',
  },
} as const;

type Props = {
  change: Change;
  order: Order | null;
  onConfirm: (order: Order) => void;
  onClose: () => void;
};

/** Asks once before an order is cancelled or completed. */
export function ConfirmOrderModal({ change, order, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const shown = useLastPresent(order);
  const ask = ASK[change];
  return (
    <Modal opened={order !== null} onClose={onClose} title={t(ask.title)} centered>
      {shown && (
        <Stack gap="lg">
          <Text size="sm">
            <Trans i18nKey={ask.text} values={{ name: shown.name }} />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t(ask.keep)}
            </Button>
            <Button
              color={ask.color}
              onClick={() => {
                if (order) onConfirm(order);
                onClose();
              }}
            >
              {t(ask.confirm)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
