import { z } from 'zod';
import { idString, idValue } from './common';
import { priceAmount } from './money';
import { offerChanges, offerScope, offerScopeInput } from './offer-scope';
import { localSlotInput } from './request-when';

/** How long an offer waits for an answer, and a request for an accepted offer (defaults). */
export const OFFER_TTL_HOURS = 48;
export const REQUEST_TTL_DAYS = 30;
/** The party who must answer an offer hears this long before it expires. */
export const OFFER_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/**
 * The spec's doors accept without naming the offer only when the chat's pending offer is the
 * first of that chat and at least this old, so the provider could have seen it (decision 0023).
 */
export const UNPINNED_ACCEPT_MIN_AGE_MS = 60 * 1000;

/**
 * pending: waiting for the other party. accepted: it won its request. declined: the other
 * party said no. withdrawn: its maker took it back, or another chat's offer won its request.
 * canceled: the client cancelled its request (the spec's live status, decision 0058).
 * superseded: a newer offer in the same chat replaced it (a counter-offer, or the client's new
 * price). expired: nobody answered in time, or its request expired.
 */
export const offerStatus = z.enum([
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'canceled',
  'superseded',
  'expired',
]);
export type OfferStatus = z.infer<typeof offerStatus>;

export const offerMaker = z.enum(['clients', 'serviceproviders']);

/**
 * The time an offer proposes (decision 0075): UTC instants (ISO) and the zone of the request's
 * city they are worded in; null when the offer proposes none.
 */
export const offerSlot = z
  .object({ starts_at: z.string(), ends_at: z.string(), time_zone: z.string() })
  .nullable();
export type OfferSlot = NonNullable<z.infer<typeof offerSlot>>;

/** What an offer or counter may add: a proposed day and from–to time in the request's city. */
export const proposedSlot = {
  slot: localSlotInput.optional(),
  /** The provider books it although it has a job then (after a 409 offer.slot_clash). */
  confirm_clash: z.boolean().optional(),
};

/** One offer of a negotiation: who made it, its price and what became of it. */
export const offer = z.object({
  offer_id: z.number().int(),
  request_id: z.number().int(),
  room: z.string(),
  /** The chat message that shows it. */
  message_id: z.number().int(),
  made_by: offerMaker,
  /** Major units. */
  price: z.number(),
  status: offerStatus,
  /** The offer this one answered (a counter-offer) or replaced. */
  replaces_offer_id: z.number().int().nullable(),
  /** Epoch milliseconds. */
  created_at: z.number(),
  expires_at: z.number(),
  decided_at: z.number().nullable(),
  slot: offerSlot,
  /** What the offer includes and how long it should take (decision 0086), or null. */
  scope: offerScope,
  /** What it changed against the offer it replaced; null when it replaced none. */
  changed: offerChanges,
});
export type Offer = z.infer<typeof offer>;

export const offerIdParams = z.object({ offerId: idString });

/** POST /offers/{offerId}/counter: answer a pending offer with another price. */
export const counterOfferRequest = z.object({
  price: priceAmount,
  ...proposedSlot,
  ...offerScopeInput,
});
export type CounterOfferRequest = z.input<typeof counterOfferRequest>;

/** POST /offers/{offerId}/accept: an optional body confirms a clash with a booked job. */
export const acceptOfferRequest = z
  .object({ confirm_clash: proposedSlot.confirm_clash })
  .nullable();

/** GET /offers?request_id=: a request's offers in the caller's chats, oldest first. */
export const offersQuery = z.object({ request_id: idValue });

/** At most this many requests are asked about at once (the offer form's list, one page). */
export const OFFERABLE_ASK_MAX = 50;
/**
 * GET /chat-heads/{room}/offerable-requests?request_ids=3,5: which of these requests of the
 * signed-in client it may offer in that chat, by the rule an offer is checked against (in the
 * provider's city and services now, or offered in that chat already).
 */
export const offerableQuery = z.object({
  request_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'common.validation.wholeNumber')
    .transform((ids) => [...new Set(ids.split(',').map(Number))]),
});
export const offerableRequests = z.object({ request_ids: z.array(z.number().int()) });
export type OfferableRequests = z.infer<typeof offerableRequests>;

/** A step of the path to an order's price, as the order shows it. */
export const negotiationStep = z.object({
  offer_id: z.number().int(),
  made_by: offerMaker,
  price: z.number(),
  status: offerStatus,
});
export type NegotiationStep = z.infer<typeof negotiationStep>;
