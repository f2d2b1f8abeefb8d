import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { Order } from '#contracts/orders';
import { useLastPresent } from '#lib/use-last-present';
import { askFor, type OrderChange, type OrderChangeBy } from '../order-change-ask';

type Props = {
  change: OrderChange;
  /** Who is asking (the texts speak to them). */
  by: OrderChangeBy;
  order: Order | null;
  onConfirm: (order: Order) => void;
  onClose: () => void;
};

/** Asks once before an order is cancelled or completed. */
export function ConfirmOrderModal({ change, by, order, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const shown = useLastPresent(order);
  const ask = askFor(change, by);
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
