import { Button, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '#components/ui/confirm-modal';
import type { Party } from '#contracts/appointments';
import type { Order } from '#contracts/orders';
import { LATE_CANCEL_HOURS, type Reschedule } from '#contracts/reschedules';
import { formatWhen } from '#features/requests/shared/format-when';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';
import { useSession } from '#lib/session';
import { type BookingAction, isRescheduleClash, useBookingAction } from '../api/reschedules';
import { CancelBookingModal } from './cancel-booking-modal';
import { RescheduleModal } from './reschedule-modal';

const BY = {
  clients: 'orders.booking.by.clients',
  serviceproviders: 'orders.booking.by.serviceproviders',
} as const satisfies Record<Party, string>;
const STATUS = {
  proposed: 'orders.booking.status.proposed',
  accepted: 'orders.booking.status.accepted',
  declined: 'orders.booking.status.declined',
  withdrawn: 'orders.booking.status.withdrawn',
} as const satisfies Record<Reschedule['status'], string>;

const slotText = (starts_at: string, ends_at: string, time_zone: string) =>
  formatWhen({ kind: 'range', starts_at, ends_at, time_zone });

/**
 * A booked order's time changes (decision 0077): the open proposal with its answers, "Propose
 * another time" and "Cancel booking" while the job is still to come, the history of proposals
 * and how the booking was cancelled. Nothing for an order without a booked time.
 */
export function BookingPanel({ order, describedBy }: { order: Order; describedBy: string }) {
  const { t } = useTranslation();
  const viewer = useSession()?.userType;
  const action = useBookingAction();
  const [proposing, setProposing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  /** The action refused for a clash, sent again once the provider confirms it. */
  const [clashing, setClashing] = useState<BookingAction | null>(null);
  const a = order.appointment;
  if (!a || !viewer) return null;
  const live = order.status === 'accepted' && !a.cancelled_at && !a.started_at;
  const open = order.reschedules.find((c) => c.status === 'proposed');
  const past = order.reschedules.filter((c) => c.status !== 'proposed');
  const who = (by: Party) => (by === viewer ? t('orders.booking.you') : t(BY[by]));

  const run = (next: BookingAction, done?: () => void) =>
    action.mutate(next, {
      onSuccess: () => {
        done?.();
        notifications.show({
          color: 'green',
          title: order.name,
          message: text('orders.booking.saved'),
        });
      },
      onError: (error) => {
        if (isRescheduleClash(error) && !next.confirm_clash) {
          // One dialog at a time: the time form waits behind, kept as typed.
          setProposing(false);
          setClashing(next);
          return;
        }
        notifications.show({
          color: 'red',
          autoClose: 8000,
          title: text('orders.booking.failed'),
          message: errorText(error),
        });
      },
    });
  const confirmClash = (next: BookingAction) =>
    run({ ...next, confirm_clash: true }, () => {
      setClashing(null);
      setProposing(false);
    });
  const answer = (change: Reschedule, kind: 'accept' | 'decline' | 'withdraw') =>
    run({ kind, requestId: order.request_id, changeId: change.change_id });

  if (!live && past.length === 0 && !a.cancelled_at) return null;
  return (
    <Stack gap="xs">
      <Divider />
      <Title order={3} size="h5">
        {t('orders.booking.title')}
      </Title>
      {a.cancelled_at && a.cancelled_by && (
        <Text size="sm" c={a.cancelled_late ? 'red' : 'dimmed'}>
          {a.cancelled_late
            ? t('orders.booking.cancelledLate', {
                who: who(a.cancelled_by),
                hours: LATE_CANCEL_HOURS,
              })
            : t('orders.booking.cancelled', { who: who(a.cancelled_by) })}
        </Text>
      )}
      {live && open && (
        <Stack gap={6} role="status">
          <Text size="sm" fw={600}>
            {open.proposed_by === viewer
              ? t('orders.booking.pendingMine', {
                  when: slotText(open.new_starts_at, open.new_ends_at, a.time_zone),
                })
              : t('orders.booking.pendingTheirs', {
                  who: who(open.proposed_by),
                  when: slotText(open.new_starts_at, open.new_ends_at, a.time_zone),
                })}
          </Text>
          <Group gap="sm">
            {open.proposed_by === viewer ? (
              <Button
                size="xs"
                variant="default"
                loading={action.isPending}
                onClick={() => answer(open, 'withdraw')}
                aria-describedby={describedBy}
              >
                {t('orders.booking.withdraw')}
              </Button>
            ) : (
              <>
                <Button
                  size="xs"
                  loading={action.isPending}
                  onClick={() => answer(open, 'accept')}
                  aria-describedby={describedBy}
                >
                  {t('orders.booking.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={action.isPending}
                  onClick={() => answer(open, 'decline')}
                  aria-describedby={describedBy}
                >
                  {t('orders.booking.decline')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      )}
      {live && (
        <>
          <Text size="xs" c="dimmed">
            {t('orders.booking.rule', { hours: LATE_CANCEL_HOURS })}
          </Text>
          <Group gap="sm">
            {!open && (
              <Button
                size="xs"
                variant="light"
                onClick={() => setProposing(true)}
                aria-describedby={describedBy}
              >
                {t('orders.booking.propose')}
              </Button>
            )}
            <Button
              size="xs"
              color="red"
              variant="outline"
              onClick={() => setCancelling(true)}
              aria-describedby={describedBy}
            >
              {t('orders.booking.cancel')}
            </Button>
          </Group>
          <RescheduleModal
            opened={proposing}
            timeZone={a.time_zone}
            busy={action.isPending}
            onClose={() => setProposing(false)}
            onSend={(slot) =>
              run({ kind: 'propose', requestId: order.request_id, slot }, () => setProposing(false))
            }
          />
          <ConfirmModal
            opened={clashing !== null}
            onClose={() => {
              if (clashing?.kind === 'propose') setProposing(true);
              setClashing(null);
            }}
            title={t('orders.booking.clashTitle')}
            confirmLabel={t('orders.booking.moveAnyway')}
            cancelLabel={t('orders.booking.notNow')}
            sending={action.isPending}
            onConfirm={() => clashing && confirmClash(clashing)}
          >
            {t('orders.booking.clashText')}
          </ConfirmModal>
          <CancelBookingModal
            opened={cancelling}
            startsAt={a.starts_at}
            onMyWayAt={a.on_my_way_at}
            by={viewer}
            busy={action.isPending}
            onClose={() => setCancelling(false)}
            onConfirm={() =>
              run({ kind: 'cancel', requestId: order.request_id }, () => setCancelling(false))
            }
          />
        </>
      )}
      {past.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('orders.booking.history')}
          </Text>
          <List size="sm" spacing={2}>
            {past.map((c) => (
              <List.Item key={c.change_id}>
                {t('orders.booking.historyLine', {
                  who: who(c.proposed_by),
                  old: slotText(c.old_starts_at, c.old_ends_at, a.time_zone),
                  new: slotText(c.new_starts_at, c.new_ends_at, a.time_zone),
                  status: t(STATUS[c.status]),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
