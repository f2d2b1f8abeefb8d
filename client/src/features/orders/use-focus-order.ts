import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { partiesOf } from '#contracts/chat';
import { LEGACY_FOCUS_PARAM, ORDER_PARAM } from '#contracts/notification-links';
import type { Order } from '#contracts/orders';
import { useOrder } from './api/orders';
import { orderHeadingId } from './components/order-card';

/** The order an older notification meant: of its chat's orders, the disputed one, else the newest. */
function guessFromChat(orders: Order[], room: string): Order | undefined {
  const pair = partiesOf(room);
  const candidates = orders.filter(
    (o) =>
      pair !== null &&
      o.client_id === pair.clientId &&
      o.sp_id === pair.spId &&
      o.status !== 'pending' &&
      o.status !== 'expired',
  );
  return candidates.find((o) => o.status === 'disputed') ?? candidates[0];
}

const idParam = (value: string | null) =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * Opens the order a notification links to (`?order=42`): fetched by id, so it is shown even
 * when no loaded page holds it; its tab is opened (the parameter makes way for `?tab=`) and its
 * card scrolled into view and focused. Links of older notifications name the order's chat
 * (`?focus=room`). Answers the loaded orders with the linked one among them.
 */
export function useFocusOrder(
  orders: Order[] | undefined,
  tabOf: (o: Order) => string | null,
): Order[] | undefined {
  const [params, setParams] = useSearchParams();
  const linkedId = idParam(params.get(ORDER_PARAM));
  const room = params.get(LEGACY_FOCUS_PARAM);
  // Kept once the address makes way for the tab: the order stays shown, and up to date.
  const [keptId, setKeptId] = useState<number | null>(null);
  const linked = useOrder(linkedId ?? keptId);
  const [target, setTarget] = useState<Order | null>(null);

  useEffect(() => {
    if (!orders) return;
    let found: Order | undefined;
    if (linkedId !== null) {
      if (linked.isPending) return;
      found = linked.data;
    } else if (room !== null) {
      found = guessFromChat(orders, room);
    } else {
      return;
    }
    const tab = found ? tabOf(found) : null;
    setParams(tab ? { tab } : {}, { replace: true });
    setKeptId(linkedId);
    setTarget(found ?? null);
  }, [linkedId, linked.isPending, linked.data, room, orders, tabOf, setParams]);

  useEffect(() => {
    if (!target) return;
    const card = document.getElementById(orderHeadingId(target))?.closest('article');
    if (!card) return;
    card.setAttribute('tabindex', '-1');
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
    setTarget(null);
  });

  const kept = keptId !== null ? linked.data : undefined;
  return useMemo(() => {
    if (!orders || !kept) return orders;
    const loaded = orders.some((o) => o.request_id === kept.request_id);
    return loaded ? orders : [kept, ...orders];
  }, [orders, kept]);
}
