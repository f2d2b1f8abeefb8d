import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLateCancellation, LATE_CANCEL_HOURS } from '#contracts/reschedules';
import { useNow } from '#lib/use-now';

type Props = {
  opened: boolean;
  startsAt: string;
  onMyWayAt: string | null;
  by: 'clients' | 'serviceproviders';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks once before a booking is cancelled, naming the late-cancellation rule (decision 0077). */
export function CancelBookingModal({
  opened,
  startsAt,
  onMyWayAt,
  by,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const now = new Date(useNow());
  const booked = {
    starts_at: new Date(startsAt),
    on_my_way_at: onMyWayAt === null ? null : new Date(onMyWayAt),
  };
  const late = isLateCancellation(booked, by, now);
  // The provider did not set off: cancelling now is not the client's late cancellation.
  const noShow = !late && by === 'clients' && booked.starts_at <= now;
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.booking.cancelTitle')} centered>
      <Stack gap="lg">
        <Text size="sm" fw={late ? 600 : undefined}>
          {noShow
            ? t('orders.booking.ruleNoShow')
            : t(late ? 'orders.booking.ruleLate' : 'orders.booking.rule', {
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
