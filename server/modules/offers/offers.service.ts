import type { Kysely, Transaction } from 'kysely';
import { type ChatMessage, type OfferUpdate, roomOf } from '#contracts/chat';
import type { ChatSaid } from '#contracts/chat-text';
import type { Notice } from '#contracts/domain-events';
import type { Offer } from '#contracts/offers';
import type { LocalSlotInput } from '#contracts/request-when';
import type { Database, UserRole } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import { refuseIfKeptApart } from '../blocks/block-rule';
import type { ChatService } from '../chat/chat.service';
import type { PriceGuidesService } from '../price-guides/price-guides.service';
import { requestErrors } from '../requests/request-errors';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { offerAccept } from './offer-accept';
import { offerErrors } from './offer-errors';
import {
  closedUpdates,
  type OfferRef,
  otherSide,
  providerNotices,
  sideOf,
  toOffer,
  toOfferUpdate,
} from './offer-events';
import { type ScopeInput, scopeAnswering } from './offer-scope';
import { proposedSlotColumns, refuseClash } from './offer-slots';
import { offerSteps } from './offer-steps';
import * as repo from './offers.repo';

export type OffersDeps = {
  db: Kysely<Database>;
  events: EventOutbox;
  /** The chat an offer is made in: its messages and preview are chat's to write. */
  chat: Pick<
    ChatService,
    'headFor' | 'countWrite' | 'writeOfferMessage' | 'showInPreview' | 'inWordsOf'
  >;
  requests: RequestLifecycle;
  /** Counts an accepted price into its service and city's guide (decision 0083). */
  priceGuides: Pick<PriceGuidesService, 'recordAccepted'>;
  currency: string;
  clock: Clock;
  offerTtlMs: number;
  requestTtlMs: number;
};

type Trx = Transaction<Database>;

/**
 * Offers in a chat (decision 0023). The client opens with a price for one of its pending
 * requests; the other party accepts it, declines it or counters with another price, and so
 * on, one pending offer per request and chat. Accepting takes the request (a transition the
 * requests module owns) and closes the offers of every other chat on it. Each step is a
 * compare-and-set on the offer, inside a transaction that holds the request's row.
 */
export function createOffersService(d: OffersDeps) {
  const { db, events, chat, requests, clock } = d;

  const steps = offerSteps(d);
  const { offerFor, mustAnswer, lockPendingRequest, writeOffer } = steps;

  /** Whether a request may be offered in the chat: in the provider's feed now, or offered there. */
  const offerableIn = async (room: string, spId: number, requestId: number) =>
    (await repo.sharedIn(db, requestId, room)) || (await requests.inFeed(spId, requestId));

  return {
    /**
     * Which of these requests of the client it may offer in the chat (the rule `make` checks),
     * so the offer form lists only those it can send (walkthrough L1); others' ids are left out.
     */
    async offerable(actor: Actor, room: string, requestIds: number[]): Promise<number[]> {
      if (actor.role !== 'clients') throw forbidden();
      const { parties } = await chat.headFor(actor, room);
      const fits: number[] = [];
      for (const id of requestIds) {
        const request = await requests.find(id);
        if (request?.client_id === actor.id && (await offerableIn(room, parties.spId, id)))
          fits.push(id);
      }
      return fits;
    },

    /**
     * The client offers a price for its pending request in a chat: the request must be in
     * that provider's feed, or already offered in that chat. It replaces the chat's pending
     * offer on the request, whoever made it.
     */
    async make(
      actor: Actor,
      input: {
        room: string;
        request_id: number;
        priceMinor: number;
        slot?: LocalSlotInput;
      } & ScopeInput,
    ): Promise<ChatMessage> {
      if (actor.role !== 'clients') throw forbidden();
      const { head, parties } = await chat.headFor(actor, input.room);
      await chat.countWrite(actor);
      // A block takes the request out of the provider's feed too: the block is the reason given.
      await refuseIfKeptApart(db, parties.clientId, parties.spId);
      const request = await requests.find(input.request_id);
      if (!request || request.client_id !== actor.id) throw requestErrors.notFound();
      const matches = await offerableIn(input.room, parties.spId, input.request_id);
      if (!matches && request.status === 'pending') throw requestErrors.notInFeed();
      const message = await events.transaction(async (trx, record) => {
        const locked = await lockPendingRequest(trx, input.request_id);
        const slot = await proposedSlotColumns(trx, locked.city_id, input.slot, clock());
        return writeOffer(
          trx,
          record,
          parties,
          {
            requestId: input.request_id,
            room: input.room,
            by: 'clients',
            priceMinor: input.priceMinor,
            slot,
            scope: input,
          },
          { kind: 'offer', params: { name: head.client_name } },
        );
      });
      return chat.inWordsOf(actor, message);
    },

    /**
     * The other party answers a pending offer with another price, and may propose a time and a
     * scope (what is included, how long; decision 0086); a
     * provider's time that clashes with one of its booked jobs asks first (decision 0075).
     */
    async counter(
      actor: Actor,
      offerId: number,
      priceMinor: number,
      when: { slot?: LocalSlotInput; confirm_clash?: boolean } & ScopeInput = {},
    ): Promise<ChatMessage> {
      const offer = await offerFor(actor, offerId);
      const { head, parties } = await chat.headFor(actor, offer.room);
      await chat.countWrite(actor);
      mustAnswer(actor, offer);
      const by = actor.role as UserRole;
      const name = by === 'clients' ? head.client_name : head.sp_name;
      const message = await events.transaction(async (trx, record) => {
        const locked = await lockPendingRequest(trx, offer.request_id);
        const slot = await proposedSlotColumns(trx, locked.city_id, when.slot, clock());
        if (by === 'serviceproviders')
          await refuseClash(trx, parties.spId, slot, when.confirm_clash);
        return writeOffer(
          trx,
          record,
          parties,
          {
            requestId: offer.request_id,
            room: offer.room,
            by,
            priceMinor,
            answers: offer.offer_id,
            slot,
            scope: scopeAnswering(offer, when),
          },
          { kind: 'offer_countered', params: { name, price_minor: priceMinor } },
        );
      });
      return chat.inWordsOf(actor, message);
    },

    /** The other party accepts a pending offer: the request becomes the chat provider's order. */
    accept: offerAccept(d, steps),

    /** The other party turns a pending offer down; the chat stays open for a new one. */
    async decline(actor: Actor, offerId: number): Promise<OfferUpdate> {
      const offer = await offerFor(actor, offerId);
      const { head } = await chat.headFor(actor, offer.room);
      mustAnswer(actor, offer);
      const name = actor.role === 'clients' ? head.client_name : head.sp_name;
      return close(
        offer,
        'declined',
        { kind: 'offer.declined', params: {} },
        {
          to: sideOf(offer.room, offer.made_by),
          kind: 'offer_declined',
          params: { name, price_minor: offer.price_minor },
          chat: offer.room,
        },
      );
    },

    /** Its maker takes a pending offer back. */
    async withdraw(actor: Actor, offerId: number): Promise<OfferUpdate> {
      const offer = await offerFor(actor, offerId);
      const { head } = await chat.headFor(actor, offer.room);
      if (offer.made_by !== actor.role) throw offerErrors.notYours();
      if (offer.status === 'expired' || (offer.status === 'pending' && offer.expires_at <= clock()))
        throw offerErrors.expired();
      if (offer.status !== 'pending') throw offerErrors.notPending();
      const byClient = actor.role === 'clients';
      return close(
        offer,
        'withdrawn',
        { kind: 'offer.withdrawn', params: {} },
        {
          to: sideOf(offer.room, otherSide(offer.made_by)),
          kind: 'offer_canceled',
          params: {
            name: byClient ? head.client_name : head.sp_name,
            by: byClient ? 'clients' : 'serviceproviders',
            price_minor: offer.price_minor,
          },
          chat: offer.room,
        },
      );
    },

    /**
     * For the modules that end a request (orders, expiry): closes its pending offers inside
     * their transaction ('canceled' when the client cancelled the request); their event
     * carries `closedUpdates` of the rows.
     */
    closeAllOf: (trx: Trx, requestId: number, status: 'canceled' | 'expired', now: Date) =>
      repo.closePendingOf(trx, requestId, status, now),
    closedUpdates: (rows: OfferRef[], status: 'canceled' | 'expired') =>
      closedUpdates(rows, status),
    providerNotices,

    /** A request's offers in one chat, oldest first, for the admin reading a dispute. */
    async inChat(requestId: number, room: string): Promise<Offer[]> {
      return (await repo.offersOfRequest(db, requestId, [room])).map(toOffer);
    },

    /** A request's offers, oldest first: every chat for its client, its own for a provider. */
    async history(actor: Actor, requestId: number): Promise<Offer[]> {
      const request = await requests.find(requestId);
      if (!request) throw requestErrors.notFound();
      let rooms: string[] = [];
      if (actor.role === 'clients' && request.client_id === actor.id) {
        rooms = await repo.roomsOfRequest(db, requestId);
      } else if (actor.role === 'serviceproviders') {
        rooms = [roomOf(request.client_id, actor.id)];
      }
      const rows = await repo.offersOfRequest(db, requestId, rooms);
      if (rows.length === 0 && request.client_id !== actor.id) throw requestErrors.notFound();
      return rows.map(toOffer);
    },
  };

  /** Closes one pending offer (declined or withdrawn) and tells the other side. */
  async function close(
    offer: repo.OfferRow,
    status: 'declined' | 'withdrawn',
    headline: ChatSaid,
    notice: Notice,
  ): Promise<OfferUpdate> {
    return events.transaction(async (trx, record) => {
      const closed = await repo.settle(trx, offer.offer_id, status, clock());
      if (!closed) throw offerErrors.notPending();
      await chat.showInPreview(trx, offer.room, headline);
      await record({
        type: status === 'declined' ? 'offer.declined' : 'offer.withdrawn',
        subject: { entity: 'offer', id: offer.offer_id },
        notices: [notice],
        live: closedUpdates([closed], status),
      });
      return toOfferUpdate(closed, status);
    });
  }
}

export type OffersService = ReturnType<typeof createOffersService>;
