import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { partiesOf } from '#contracts/chat';
import type { Order } from '#contracts/orders';
import { orderHeadingId } from './components/order-card';

/** The address parameter a notification link sets: the chat room of the order it is about. */
export const FOCUS_PARAM = 'focus';

/**
 * Opens the order a notification is about (`?focus=room_{clientId}_{spId}`): of that pair's
 * orders, the disputed one, else the newest that got past pending. Its tab is opened (the
 * parameter makes way for `?tab=`) and the card is scrolled into view and focused.
 */
export function useFocusOrder(orders: Order[] | undefined, tabOf: (o: Order) => string | null) {
  const [params, setParams] = useSearchParams();
  const room = params.get(FOCUS_PARAM);
  const [target, setTarget] = useState<Order | null>(null);

  useEffect(() => {
    if (room === null || !orders) return;
    const pair = partiesOf(room);
    const candidates = orders.filter(
      (o) =>
        pair !== null &&
        o.client_id === pair.clientId &&
        o.sp_id === pair.spId &&
        o.status !== 'pending' &&
        o.status !== 'expired',
    );
    const found = candidates.find((o) => o.status === 'disputed') ?? candidates[0];
    const tab = found ? tabOf(found) : null;
    setParams(tab ? { tab } : {}, { replace: true });
    setTarget(found ?? null);
  }, [room, orders, tabOf, setParams]);

  useEffect(() => {
    if (!target) return;
    const card = document.getElementById(orderHeadingId(target))?.closest('article');
    if (!card) return;
    card.setAttribute('tabindex', '-1');
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
    setTarget(null);
  });
}
