import type { Transaction } from 'kysely';
import type { NotificationContent } from '#contracts/notification-text';
import { UNPINNED_ACCEPT_MIN_AGE_MS } from '#contracts/offers';
import type { Database, UserRole } from '../../db/schema';
import type { RecordEvents } from '../../events/event-outbox';
import type { Actor } from '../auth/authenticator';
import { refuseIfKeptApart } from '../blocks/block-rule';
import { type Parties, partiesFor } from '../chat/chat-rooms';
import { requestErrors } from '../requests/request-errors';
import { offerErrors } from './offer-errors';
import { closedUpdates, otherSide, sideOf } from './offer-events';
import { type ScopeInput, scopeColumns } from './offer-scope';
import type { SlotColumns } from './offer-slots';
import * as repo from './offers.repo';
import type { OffersDeps } from './offers.service';

type Trx = Transaction<Database>;

/**
 * The checks and the write the offer actions share (offers.service.ts, decision 0023): who may
 * see and answer an offer, whether a request still takes offers (its row locked), and the
 * write of a new pending offer with its chat message and event.
 */
export function offerSteps(d: OffersDeps) {
  const { db, chat, requests, clock } = d;

  /** The offer, for a party of its chat only; anyone else learns nothing about it. */
  async function offerFor(actor: Actor, offerId: number) {
    const offer = await repo.findOffer(db, offerId);
    if (!offer) throw offerErrors.notFound();
    try {
      partiesFor(actor, offer.room);
    } catch {
      throw offerErrors.notFound();
    }
    return offer;
  }

  /** Only the party who did not make a pending, unexpired offer may answer it. */
  function mustAnswer(actor: Actor, offer: repo.OfferRow) {
    if (offer.made_by === actor.role) throw offerErrors.own();
    if (offer.status === 'expired') throw offerErrors.expired();
    if (offer.status !== 'pending') throw offerErrors.notPending();
    if (offer.expires_at <= clock()) throw offerErrors.expired();
  }

  /**
   * The chat's first offer on the request (none before it, countered, withdrawn or declined),
   * not made within the last minute: no other price showed before it.
   */
  async function couldHaveBeenSeen(offer: repo.OfferRow) {
    const age = clock().getTime() - offer.created_at.getTime();
    if (offer.replaces_offer_id !== null || age < UNPINNED_ACCEPT_MIN_AGE_MS) return false;
    return !(await repo.offeredBefore(db, offer.offer_id, offer.request_id, offer.room));
  }

  /** Locks the request and checks it still takes offers. */
  async function lockPendingRequest(trx: Trx, requestId: number) {
    const request = await requests.lock(trx, requestId);
    if (!request) throw requestErrors.notFound();
    if (request.status === 'expired') throw requestErrors.expired();
    if (request.status !== 'pending') throw requestErrors.notPending();
    if (request.request_date.getTime() + d.requestTtlMs <= clock().getTime())
      throw requestErrors.expired();
    return request;
  }

  /**
   * Writes a new pending offer (and the message showing it) in a chat, superseding the one
   * pending there, and records the event; answers the message.
   */
  async function writeOffer(
    trx: Trx,
    record: RecordEvents,
    parties: Parties,
    o: {
      requestId: number;
      room: string;
      by: UserRole;
      priceMinor: number;
      /** A counter-offer names the offer it answers: that one must still be pending. */
      answers?: number;
      slot: SlotColumns;
      /** What it includes and how long it should take (decision 0086). */
      scope: ScopeInput;
    },
    notify: NotificationContent,
  ) {
    await refuseIfKeptApart(trx, parties.clientId, parties.spId);
    const now = clock();
    const previousId = o.answers ?? (await repo.pendingIn(trx, o.requestId, o.room))?.offer_id;
    const superseded = previousId
      ? await repo.settle(trx, previousId, 'superseded', now)
      : undefined;
    // Answered or withdrawn meanwhile: a counter-offer would answer nothing.
    if (o.answers !== undefined && !superseded) throw offerErrors.notPending();
    const offerId = await repo.insertOffer(trx, {
      request_id: o.requestId,
      room: o.room,
      made_by: o.by,
      price_minor: o.priceMinor,
      replaces_offer_id: superseded?.offer_id ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + d.offerTtlMs),
      ...o.slot,
      ...scopeColumns(o.scope),
    });
    const message = await chat.writeOfferMessage(trx, parties, {
      room: o.room,
      by: o.by,
      said: {
        kind: o.answers === undefined ? 'offer.made' : 'offer.countered',
        params: { price_minor: o.priceMinor },
      },
      requestId: o.requestId,
      offerId,
    });
    await record({
      type: o.answers === undefined ? 'offer.made' : 'offer.countered',
      subject: { entity: 'offer', id: offerId },
      notices: [{ ...notify, to: sideOf(o.room, otherSide(o.by)), chat: o.room }],
      live: [
        ...closedUpdates(superseded ? [superseded] : [], 'superseded'),
        { event: 'receive_service_request', chat: o.room, payload: message },
      ],
    });
    return message;
  }

  return { offerFor, mustAnswer, couldHaveBeenSeen, lockPendingRequest, writeOffer };
}
