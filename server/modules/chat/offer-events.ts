import { type OfferUpdate, partiesOf } from '../../../contracts/chat';
import { fromMinorUnits } from '../../../contracts/money';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { NotificationDraft } from '../notifications/notifications.service';
import { audienceOf, type Parties } from './chat-rooms';

/** An offer row as the compare-and-set updates return it. */
export type SettledOffer = {
  message_id: number;
  room: string;
  request_id: number | null;
  price_minor: number | null;
};

const spOf = (room: string) => partiesOf(room)?.spId ?? 0;

export function toOfferUpdate(
  row: SettledOffer,
  status: OfferUpdate['status'],
  parties: Parties,
): OfferUpdate {
  return {
    request_id: row.request_id ?? 0,
    room: row.room,
    message_id: row.message_id,
    status,
    price: fromMinorUnits(row.price_minor ?? 0),
    sp_id: parties.spId,
    client_id: parties.clientId,
  };
}

/** Tells both sides of each closed offer's chat, after the transaction committed. */
export function announceClosedOffers(
  broadcaster: Broadcaster,
  rows: SettledOffer[],
  clientId: number,
  status: 'withdrawn' | 'canceled',
) {
  for (const row of rows) {
    const parties = { clientId, spId: spOf(row.room) };
    broadcaster.emit(
      audienceOf(row.room, parties),
      'service_request_canceled',
      toOfferUpdate(row, status, parties),
    );
  }
}

/** A notification for the provider of each closed offer. */
export function closedOfferDrafts(
  rows: SettledOffer[],
  kind: NotificationDraft['kind'],
  message: string,
): NotificationDraft[] {
  return rows.map((row) => ({
    to: { id: spOf(row.room), role: 'serviceproviders' },
    kind,
    message,
    room: row.room,
  }));
}
