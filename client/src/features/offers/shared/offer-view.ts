import type { ChatMessage } from '#contracts/chat';
import type { OfferStatus } from '#contracts/offers';

/** How an offer shows on its card: its state, and where it stands in the negotiation. */
export type OfferView = {
  /** The state to show: a pending offer past its expiry shows as expired at once. */
  status: OfferStatus;
  /** It answered the other party's offer with another price. */
  counter: boolean;
  /** Superseded by a newer price from the same party (rather than countered). */
  replaced: boolean;
  /** The first offer on its request among the loaded messages: the card shows the request. */
  first: boolean;
};

const isOffer = (m: ChatMessage) => m.type === 'service_request';

/**
 * The view of each offer in a room's loaded messages (oldest first), by message id. A
 * provider's offer is always a counter-offer (a provider only answers); a client's is one when
 * it replaced the provider's pending offer. A superseded offer was "countered" when the
 * next offer on its request came from the other party, "replaced" when from the same one.
 */
export function offerViews(messages: ChatMessage[], now: number): Map<number, OfferView> {
  const views = new Map<number, OfferView>();
  const last = new Map<number, ChatMessage>();
  const offers = messages.filter(isOffer);
  for (const [i, m] of offers.entries()) {
    const previous = m.request_id === null ? undefined : last.get(m.request_id);
    const next = offers.slice(i + 1).find((o) => o.request_id === m.request_id);
    const counter =
      m.sender_type === 'serviceproviders' ||
      (previous !== undefined &&
        previous.sender_type !== m.sender_type &&
        previous.status === 'superseded');
    const expired = m.status === 'pending' && m.expires_at !== null && m.expires_at <= now;
    views.set(m.message_id, {
      status: expired ? 'expired' : (m.status ?? 'pending'),
      counter,
      replaced: m.status === 'superseded' && next?.sender_type === m.sender_type,
      first: previous === undefined,
    });
    if (m.request_id !== null) last.set(m.request_id, m);
  }
  return views;
}
