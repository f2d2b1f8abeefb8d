import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '#contracts/appointments';
import type { Order } from '#contracts/orders';
import { errorText } from '#lib/error-text';
import { currentIntlLocale, text } from '#lib/i18n';
import { useNow } from '#lib/use-now';
import { type ProgressStep, useProgressStep } from '../api/appointment-progress';
import { orderHeadingId } from './order-card';

/** The booked time of an accepted order, while it is not cancelled. */
function liveAppointment(order: Order): Appointment | null {
  const a = order.appointment;
  return order.status === 'accepted' && a && !a.cancelled_at ? a : null;
}

/** A moment's clock time in the appointment's zone, in the reader's language ('5:42 pm'). */
const clockTime = (at: string, zone: string) =>
  new Intl.DateTimeFormat(currentIntlLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(at));

/** The provider's "On my way" and "Started" buttons on its booked order (decision 0076). */
export function ProgressButtons({ order }: { order: Order }) {
  const { t } = useTranslation();
  const step = useProgressStep();
  const a = liveAppointment(order);
  if (!a || a.started_at) return null;
  const busy = (which: ProgressStep) =>
    step.isPending &&
    step.variables?.requestId === order.request_id &&
    step.variables.step === which;
  const go = (which: ProgressStep) =>
    step.mutate(
      { requestId: order.request_id, step: which },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            autoClose: 8000,
            title: text('orders.progress.failed'),
            message: errorText(error, text('orders.progress.notSaved')),
          }),
      },
    );
  return (
    <>
      {!a.on_my_way_at && (
        <Button
          variant="light"
          loading={busy('on-my-way')}
          disabled={step.isPending}
          onClick={() => go('on-my-way')}
          aria-describedby={orderHeadingId(order)}
        >
          {t('orders.progress.onMyWay')}
        </Button>
      )}
      <Button
        variant="light"
        loading={busy('started')}
        disabled={step.isPending}
        onClick={() => go('started')}
        aria-describedby={orderHeadingId(order)}
      >
        {t('orders.progress.started')}
      </Button>
    </>
  );
}

/**
 * Where the provider is, on either side's order page: "On the way since 17:42", "Started at
 * 18:02", and for the client, once the start passed with neither, the late notice.
 */
export function ProgressNotice({
  order,
  viewer,
}: {
  order: Order;
  viewer: 'clients' | 'serviceproviders';
}) {
  const { t } = useTranslation();
  const now = useNow();
  const a = liveAppointment(order);
  if (!a) return null;
  if (a.started_at)
    return (
      <Text size="sm" fw={600} role="status">
        {t('orders.progress.startedAt', { time: clockTime(a.started_at, a.time_zone) })}
      </Text>
    );
  if (a.on_my_way_at)
    return (
      <Text size="sm" fw={600} role="status">
        {t('orders.progress.onWaySince', { time: clockTime(a.on_my_way_at, a.time_zone) })}
      </Text>
    );
  // Until the booked time ends: after it the job is marked done or disputed, not chased.
  if (viewer === 'clients' && now >= Date.parse(a.starts_at) && now < Date.parse(a.ends_at))
    return (
      <Alert color="yellow" title={t('orders.progress.lateTitle')} role="status">
        {t('orders.progress.late')}
      </Alert>
    );
  return null;
}
