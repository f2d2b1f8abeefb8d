import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type ChatMessage,
  ChatMessages,
  type OfferUpdate,
  type offerActionRequest,
  roomOf,
  type sendOfferRequest,
} from '../../../contracts/chat';
import { formatMoney, toMinorUnits } from '../../../contracts/money';
import { RequestMessages } from '../../../contracts/requests';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { Actor } from '../auth/authenticator';
import type { NotificationsService } from '../notifications/notifications.service';
import { findRequest } from '../requests/requests.repo';
import * as repo from './chat.repo';
import type { ChatService } from './chat.service';
import { audienceOf, partiesFor, toChatMessage } from './chat-rooms';
import { announceClosedOffers, closedOfferDrafts, toOfferUpdate } from './offer-events';

function mustBe(actor: Actor, role: Actor['role']) {
  if (actor.role !== role) throw forbidden();
}

type Deps = {
  db: Kysely<Database>;
  broadcaster: Broadcaster;
  notifications: NotificationsService;
  chat: ChatService;
  currency: string;
  clock: Clock;
};

/**
 * Price offers in a chat. The client offers a price for one of its pending requests; the
 * provider accepts it (the request becomes theirs at that stored price) or the client
 * cancels it. Each is a compare-and-set, so of several concurrent accepts exactly one wins.
 */
export function createOffersService({
  db,
  broadcaster,
  notifications,
  chat,
  currency,
  clock,
}: Deps) {
  return {
    async send(actor: Actor, input: z.output<typeof sendOfferRequest>): Promise<ChatMessage> {
      mustBe(actor, 'clients');
      const { head, parties } = await chat.headFor(actor, input.room);
      await chat.countWrite(actor);
      const priceMinor = toMinorUnits(input.price);
      const result = await db.transaction().execute(async (trx) => {
        const request = await repo.lockRequest(trx, input.request_id);
        if (!request || request.client_id !== actor.id) throw notFound('Request not found.');
        if (request.status !== 'pending') throw conflict(RequestMessages.notPending);
        // A new offer in the same chat replaces the one still open there.
        const replaced = await repo.closeOffers(trx, input.request_id, 'withdrawn', input.room);
        const id = await repo.insertMessage(trx, {
          room: input.room,
          sender_type: 'clients',
          message_text: `Service request for ${formatMoney(input.price, currency)}`,
          type: 'service_request',
          request_id: input.request_id,
          offer_status: 'pending',
          price_minor: priceMinor,
        });
        await repo.touchHead(trx, input.room, 'Sent a service request');
        const stored = await notifications.record(trx, [
          {
            to: { id: parties.spId, role: 'serviceproviders' },
            kind: 'offer',
            message: `${head.client_name} sent a service request`,
            room: input.room,
          },
        ]);
        const row = await repo.findMessage(trx, id);
        if (!row) throw new Error('offer vanished');
        return { message: toChatMessage(row, parties), replaced, stored };
      });
      announceClosedOffers(broadcaster, result.replaced, parties.clientId, 'withdrawn');
      broadcaster.emit(audienceOf(input.room, parties), 'receive_service_request', result.message);
      notifications.publish(result.stored);
      return result.message;
    },

    /** The provider accepts the client's open offer in their chat. The price is the offer's. */
    async accept(actor: Actor, input: z.output<typeof offerActionRequest>): Promise<OfferUpdate> {
      mustBe(actor, 'serviceproviders');
      if (input.room) partiesFor(actor, input.room);
      const request = await findRequest(db, input.request_id);
      if (!request) throw notFound('Request not found.');
      const room = roomOf(request.client_id, actor.id);
      if (input.room && input.room !== room) throw badRequest('This request is not of this chat.');
      const { head, parties } = await chat.headFor(actor, room);

      // Accepting what this provider already accepted answers the same, so a retry is harmless.
      const acceptedHere = async () => {
        const already = await repo.acceptedOffer(db, input.request_id);
        return already?.room === room
          ? toOfferUpdate({ ...already, request_id: input.request_id }, 'accepted', parties)
          : null;
      };
      const before = await acceptedHere();
      if (before) return before;

      const result = await db
        .transaction()
        .execute(async (trx) => {
          const offer = await repo.pendingOffer(trx, input.request_id, room);
          if (!offer?.price_minor) throw conflict(ChatMessages.offerNotPending);
          const taken = await repo.acceptRequest(
            trx,
            input.request_id,
            actor.id,
            offer.price_minor,
            clock(),
          );
          if (!taken) throw conflict(RequestMessages.notPending);
          const accepted = await repo.settleOffer(trx, offer.message_id, 'accepted');
          if (!accepted) throw conflict(ChatMessages.offerNotPending);
          const withdrawn = await repo.closeOffers(trx, input.request_id, 'withdrawn');
          await repo.touchHead(trx, room, 'Accepted the service request');
          const stored = await notifications.record(trx, [
            {
              to: { id: parties.clientId, role: 'clients' },
              kind: 'offer_accepted',
              message: `${head.sp_name} accepted your service request`,
              room,
            },
            ...closedOfferDrafts(
              withdrawn,
              'offer_withdrawn',
              'A service request was taken by another provider',
            ),
          ]);
          return { update: toOfferUpdate(accepted, 'accepted', parties), withdrawn, stored };
        })
        .catch(async (err) => {
          // A concurrent identical accept may have won while this one waited for the row.
          const won = err instanceof AppError ? await acceptedHere() : null;
          if (won) return { update: won, withdrawn: [], stored: [] };
          throw err;
        });
      broadcaster.emit(audienceOf(room, parties), 'service_request_accepted', result.update);
      announceClosedOffers(broadcaster, result.withdrawn, parties.clientId, 'withdrawn');
      notifications.publish(result.stored);
      return result.update;
    },

    /** The client withdraws its open offer in a chat; the provider sees it canceled. */
    async cancel(actor: Actor, input: z.output<typeof offerActionRequest>): Promise<OfferUpdate> {
      mustBe(actor, 'clients');
      if (!input.room) throw badRequest('Say which chat the request was sent in.');
      const { head, parties } = await chat.headFor(actor, input.room);
      const room = input.room;
      const result = await db.transaction().execute(async (trx) => {
        const offer = await repo.pendingOffer(trx, input.request_id, room);
        const canceled = offer && (await repo.settleOffer(trx, offer.message_id, 'canceled'));
        if (!canceled) throw conflict(ChatMessages.offerNotPending);
        const stored = await notifications.record(trx, [
          {
            to: { id: parties.spId, role: 'serviceproviders' },
            kind: 'offer_canceled',
            message: `${head.client_name} canceled a service request`,
            room,
          },
        ]);
        return { update: toOfferUpdate(canceled, 'canceled', parties), stored };
      });
      broadcaster.emit(audienceOf(room, parties), 'service_request_canceled', result.update);
      notifications.publish(result.stored);
      return result.update;
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
