import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Notification, notification } from '#contracts/notifications';
import { useSocketEvent, useSocketState } from '#lib/socket';
import { orderKeys } from '../api/orders';

/**
 * Notification kinds that mean an order changed status somewhere else (or ran out of time),
 * its dispute moved (the disputes' queries sit under the orders prefix), or its provider set
 * off, started or is late (decision 0076).
 */
const ORDER_KINDS: ReadonlySet<Notification['kind']> = new Set([
  'offer_accepted',
  'order_completed',
  'order_cancelled',
  'request_expired',
  'dispute_opened',
  'dispute_statement',
  'dispute_resolved',
  'provider_on_way',
  'provider_started',
  'provider_late',
  'reschedule',
  'booking_cancelled',
]);

/**
 * Keeps the open order page (or another view of the orders: the agenda passes its own key)
 * current: refetches `queryKey` (the orders and the provider's summary by default) when the
 * other side accepts, completes, cancels or reschedules an order, when a request expires, when
 * a dispute is opened, answered or resolved, and after the socket connects (the first time
 * too: the page may have read its orders before the socket listened).
 */
export function useOrderLiveUpdates(queryKey: readonly unknown[] = orderKeys.all): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...queryKey] });

  useSocketEvent('service_request_accepted', refresh);
  useSocketEvent('notification', (payload) => {
    const parsed = notification.safeParse(payload);
    if (parsed.success && ORDER_KINDS.has(parsed.data.kind)) refresh();
  });

  const { connects } = useSocketState();
  const seen = useRef(connects);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh only reads the client
  useEffect(() => {
    if (connects > 0 && connects > seen.current) refresh();
    seen.current = connects;
  }, [connects]);
}
