import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLateCancellation, LATE_CANCEL_HOURS } from '#contracts/reschedules';
import { useNow } from '#lib/use-now';

type Props = {
  opened: boolean;
  startsAt: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks once before a booking is cancelled, naming the late-cancellation rule (decision 0077). */
export function CancelBookingModal({ opened, startsAt, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const late = isLateCancellation(new Date(startsAt), new Date(useNow()));
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.booking.cancelTitle')} centered>
      <Stack gap="lg">
        <Text size="sm" fw={late ? 600 : undefined}>
          {t(late ? 'orders.booking.ruleLate' : 'orders.booking.rule', {
            hours: LATE_CANCEL_HOURS,
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('orders.booking.keep')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {t('orders.booking.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
