import { type OfferUpdate, partiesOf } from '#contracts/chat';
import type { EntityRef, LiveUpdate, Notice, Recipient } from '#contracts/domain-events';
import { fromMinorUnits } from '#contracts/money';
import type { NotificationContent } from '#contracts/notification-text';
import { scopeRead } from '#contracts/offer-scope';
import type { Offer, OfferSlot, OfferStatus } from '#contracts/offers';
import type { UserRole } from '../../db/schema';
import type { Parties } from '../chat/chat-rooms';
import type { ClosedOffer, OfferRow } from './offers.repo';

/** An offer as the answers and socket events about its status carry it. */
export type OfferRef = ClosedOffer & { message_id: number; time_zone: string };

/** The slot an offer proposes as reads carry it, or null. */
export function slotRead(row: {
  slot_start: Date | null;
  slot_end: Date | null;
  time_zone: string;
}): OfferSlot | null {
  if (!row.slot_start || !row.slot_end) return null;
  return {
    starts_at: new Date(row.slot_start).toISOString(),
    ends_at: new Date(row.slot_end).toISOString(),
    time_zone: row.time_zone,
  };
}

/** The room's parties; offer rows only exist in well-formed rooms (a check constraint). */
export function partiesOfRoom(room: string): Parties {
  const parties = partiesOf(room);
  if (!parties) throw new Error(`offer in a malformed room: ${room}`);
  return parties;
}

export const otherSide = (role: UserRole): UserRole =>
  role === 'clients' ? 'serviceproviders' : 'clients';

/** The account of one side of a room. */
export function sideOf(room: string, role: UserRole): Recipient {
  const { clientId, spId } = partiesOfRoom(room);
  return role === 'clients' ? { id: clientId, role } : { id: spId, role };
}

export function toOfferUpdate(row: OfferRef, status: OfferStatus): OfferUpdate {
  const { clientId, spId } = partiesOfRoom(row.room);
  return {
    offer_id: row.offer_id,
    request_id: row.request_id,
    room: row.room,
    message_id: row.message_id,
    status,
    price: fromMinorUnits(row.price_minor),
    sp_id: spId,
    client_id: clientId,
    slot: slotRead(row),
  };
}

export function toOffer(row: OfferRow): Offer {
  return {
    offer_id: row.offer_id,
    request_id: row.request_id,
    room: row.room,
    message_id: row.message_id,
    made_by: row.made_by,
    price: fromMinorUnits(row.price_minor),
    status: row.status,
    replaces_offer_id: row.replaces_offer_id,
    created_at: row.created_at.getTime(),
    expires_at: row.expires_at.getTime(),
    decided_at: row.decided_at ? row.decided_at.getTime() : null,
    slot: slotRead(row),
    ...scopeRead(row),
  };
}

/**
 * What both sides of each closed offer's chat see live: the spec's `service_request_canceled`
 * carries every way an offer closes other than acceptance.
 */
export function closedUpdates(
  rows: OfferRef[],
  status: Exclude<OfferStatus, 'pending' | 'accepted'>,
): LiveUpdate[] {
  return rows.map((row) => ({
    event: 'service_request_canceled',
    chat: row.room,
    payload: toOfferUpdate(row, status),
  }));
}

/** A notice to the provider of each closed offer's chat (about `target`, else that offer). */
export function providerNotices(
  rows: OfferRef[],
  content: NotificationContent,
  target?: EntityRef,
): Notice[] {
  return rows.map((row) => ({
    ...content,
    to: sideOf(row.room, 'serviceproviders'),
    chat: row.room,
    target: target ?? { entity: 'offer', id: row.offer_id },
  }));
}
