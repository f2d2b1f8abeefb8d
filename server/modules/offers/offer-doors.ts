import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type ChatMessage,
  type OfferUpdate,
  type offerActionRequest,
  roomOf,
  type sendOfferRequest,
} from '#contracts/chat';
import { priceAmount, toMinorUnits } from '#contracts/money';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import type { ChatService } from '../chat/chat.service';
import { partiesFor } from '../chat/chat-rooms';
import { requestErrors } from '../requests/request-errors';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { offerErrors } from './offer-errors';
import * as repo from './offers.repo';
import type { OffersService } from './offers.service';

type LegacyAction = z.output<typeof offerActionRequest>;

/**
 * The spec's offer doors (`/saveRequestMessage`, `/updateRequestMessage`, `/addAcceptedRequest`
 * and their socket twins) name an offer by its request and chat. Here that becomes the
 * offer's id, and the offers service acts on that id only. When the caller says which offer
 * it saw (its id, its message or its price) and that is not the pending one, it is refused;
 * when it says nothing, the offers service accepts only an offer it could have seen.
 */
export function createOfferDoors(d: {
  db: Kysely<Database>;
  offers: OffersService;
  requests: RequestLifecycle;
  chat: Pick<ChatService, 'headFor'>;
}) {
  async function resolve(actor: Actor, input: LegacyAction, intent: 'accept' | 'cancel') {
    if (input.room) partiesFor(actor, input.room);
    const request = await d.requests.find(input.request_id);
    // Someone else's request answers as a missing one, for both sides.
    if (!request || (actor.role === 'clients' && request.client_id !== actor.id))
      throw requestErrors.notFound();
    let room = input.room;
    if (actor.role === 'serviceproviders') {
      const own = roomOf(request.client_id, actor.id);
      if (room && room !== own) throw requestErrors.notFound();
      room = own;
    }
    if (!room) throw badRequest('chat.errors.sayWhichChat');
    await d.chat.headFor(actor, room);

    const pinned =
      input.offer_id !== undefined
        ? await repo.findOffer(d.db, input.offer_id)
        : input.message_id !== undefined
          ? await repo.offerOfMessage(d.db, input.message_id)
          : undefined;
    if ((input.offer_id ?? input.message_id) !== undefined) {
      if (!pinned || pinned.room !== room) throw offerErrors.notFound();
      if (pinned.request_id !== request.request_id)
        throw badRequest('chat.errors.offerNotOfRequest');
    }
    const offer =
      pinned ??
      (await repo.pendingIn(d.db, request.request_id, room)) ??
      (intent === 'accept' ? await repo.acceptedOf(d.db, request.request_id) : undefined);
    if (!offer || offer.room !== room) throw offerErrors.notPending();
    // The spec's callers send the price they saw; one that is not a price is not a check.
    const seen = priceAmount.safeParse(input.price);
    if (seen.success && offer.status === 'pending' && toMinorUnits(seen.data) !== offer.price_minor)
      throw offerErrors.priceChanged();
    return { offer, pinned: pinned !== undefined || seen.success };
  }

  return {
    send(actor: Actor, input: z.output<typeof sendOfferRequest>): Promise<ChatMessage> {
      return d.offers.make(actor, {
        room: input.room,
        request_id: input.request_id,
        priceMinor: toMinorUnits(input.price),
        slot: input.slot,
        included: input.included,
        duration_minutes: input.duration_minutes,
      });
    },

    async accept(actor: Actor, input: LegacyAction): Promise<OfferUpdate> {
      const { offer, pinned } = await resolve(actor, input, 'accept');
      return d.offers.accept(actor, offer.offer_id, {
        pinned,
        confirmClash: input.confirm_clash,
      });
    },

    /** 'canceled': its maker withdraws the offer; the other party declines it. */
    async cancel(actor: Actor, input: LegacyAction): Promise<OfferUpdate> {
      const { offer } = await resolve(actor, input, 'cancel');
      return offer.made_by === actor.role
        ? d.offers.withdraw(actor, offer.offer_id)
        : d.offers.decline(actor, offer.offer_id);
    },
  };
}

export type OfferDoors = ReturnType<typeof createOfferDoors>;
