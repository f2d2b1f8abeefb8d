import type { OfferUpdate } from '#contracts/chat';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import { refuseIfKeptApart } from '../blocks/block-rule';
import { requestErrors } from '../requests/request-errors';
import { offerErrors } from './offer-errors';
import { closedUpdates, otherSide, providerNotices, sideOf, toOfferUpdate } from './offer-events';
import { bookAccepted } from './offer-slots';
import type { offerSteps } from './offer-steps';
import * as repo from './offers.repo';
import type { OffersDeps } from './offers.service';

/** Accepting an offer (offers.service.ts), the one step that ends the negotiation. */
export function offerAccept(d: OffersDeps, steps: ReturnType<typeof offerSteps>) {
  const { db, events, chat, requests, clock } = d;
  const { offerFor, mustAnswer, couldHaveBeenSeen, lockPendingRequest } = steps;

  /**
   * The other party accepts a pending offer: the request becomes the chat provider's at the
   * offer's price, and every other chat's pending offer on it is withdrawn. Accepting the
   * offer the caller already accepted answers the same, so a retry is harmless. `pinned:
   * false` is a spec door's accept that named no offer (decision 0023): it takes only an
   * offer the caller could have seen, the chat's first and not brand new.
   */
  return async function accept(
    actor: Actor,
    offerId: number,
    { pinned = true, confirmClash = false } = {},
  ): Promise<OfferUpdate> {
    const offer = await offerFor(actor, offerId);
    const { head, parties } = await chat.headFor(actor, offer.room);
    if (offer.status === 'accepted' && offer.made_by !== actor.role)
      return toOfferUpdate(offer, 'accepted');
    mustAnswer(actor, offer);
    if (!pinned && !(await couldHaveBeenSeen(offer))) throw offerErrors.pinRequired();
    const name = actor.role === 'clients' ? head.client_name : head.sp_name;
    return events
      .transaction(async (trx, record) => {
        await refuseIfKeptApart(trx, parties.clientId, parties.spId);
        const request = await lockPendingRequest(trx, offer.request_id);
        // Read after the lock: time may have passed while another answer held the request.
        const now = clock();
        const accepted = await repo.settle(trx, offer.offer_id, 'accepted', now);
        if (!accepted) {
          const again = await repo.findOffer(trx, offer.offer_id);
          throw again?.status === 'pending' ? offerErrors.expired() : offerErrors.notPending();
        }
        const deal = { spId: parties.spId, priceMinor: accepted.price_minor };
        if (!(await requests.accept(trx, offer.request_id, deal, now)))
          throw requestErrors.notPending();
        const order = { serviceId: request.service_id, cityId: request.city_id };
        await d.priceGuides.recordAccepted(trx, { ...order, priceMinor: deal.priceMinor }, now);
        // The order's time, booked with it: the offer's slot, else the request's (decision 0075).
        await bookAccepted(
          trx,
          {
            requestId: offer.request_id,
            clientId: request.client_id,
            spId: parties.spId,
            offer: accepted,
            askProvider: actor.role === 'serviceproviders',
            confirmClash,
          },
          now,
        );
        const withdrawn = await repo.closePendingOf(
          trx,
          offer.request_id,
          'withdrawn',
          now,
          offer.room,
        );
        await chat.showInPreview(trx, offer.room, { kind: 'offer.accepted', params: {} });
        const update = toOfferUpdate(accepted, 'accepted');
        await record({
          type: 'offer.accepted',
          subject: { entity: 'offer', id: offer.offer_id },
          notices: [
            {
              to: sideOf(offer.room, offer.made_by),
              kind: 'offer_accepted',
              params: { name, by: otherSide(offer.made_by), price_minor: accepted.price_minor },
              chat: offer.room,
            },
            ...providerNotices(withdrawn, { kind: 'offer_withdrawn', params: {} }),
          ],
          live: [
            { event: 'service_request_accepted', chat: offer.room, payload: update },
            ...closedUpdates(withdrawn, 'withdrawn'),
          ],
        });
        return update;
      })
      .catch(async (err) => {
        // A concurrent identical accept may have won while this one waited for the row.
        const again = err instanceof AppError ? await repo.findOffer(db, offerId) : undefined;
        if (again?.status === 'accepted') return toOfferUpdate(again, 'accepted');
        throw err;
      });
  };
}
