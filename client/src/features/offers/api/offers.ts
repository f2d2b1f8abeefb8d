import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatMessage, offerUpdate } from '#contracts/chat';
import { OFFERABLE_ASK_MAX, offerableRequests } from '#contracts/offers';
import type { LocalSlotInput } from '#contracts/request-when';
import { chatKeys } from '#features/chat/api/chat';
import { addMessage, applyOfferUpdate, touchHead } from '#features/chat/api/chat-cache';
import { reportFailure, sendVia } from '#features/chat/api/chat-mutations';
import { orderKeys } from '#features/orders/api/orders';
import { requestKeys } from '#features/requests/api/requests';
import { ApiError, apiGet, apiSend } from '#lib/api-client';
import { text } from '#lib/i18n';
import type { TextKey } from '#locales/catalog';

/** What a party can do to an offer by its id; the answer is the offer's new status. */
export type OfferDecision = 'accept' | 'decline' | 'withdraw';

/** The offer acted on: its id, and the room whose messages to refetch on a conflict. */
type OfferRef = { offer_id: number; room: string };
/** The provider books a time although it has a job then (it was asked first). */
type Confirm = { confirm_clash?: boolean };

/**
 * The provider's time clashes with one of its booked jobs (409 offer.slot_clash): the caller
 * asks "Book anyway?" and sends again with `confirm_clash` (decision 0075).
 */
export const isSlotClash = (error: unknown) =>
  error instanceof ApiError && error.code === 'offer.slot_clash';

const FAILED: Record<OfferDecision, TextKey> = {
  accept: 'chat.offer.acceptFailed',
  decline: 'chat.offer.declineFailed',
  withdraw: 'chat.offer.withdrawFailed',
};

/**
 * POST /offers/{id}/accept | decline | withdraw. Accepting turns the request into an order,
 * so the client's pending requests, the providers' feeds and the orders are refetched.
 */
export function useOfferDecision(decision: OfferDecision) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offer_id, confirm_clash }: OfferRef & Confirm) =>
      apiSend(
        'POST',
        `/offers/${offer_id}/${decision}`,
        offerUpdate,
        confirm_clash ? { confirm_clash } : undefined,
      ),
    onSuccess: (update) => {
      applyOfferUpdate(queryClient, update);
      void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
      if (update.status === 'accepted') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.pendingRequests });
        void queryClient.invalidateQueries({ queryKey: requestKeys.all });
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
    },
    onError: (error, offer) => {
      if (!isSlotClash(error))
        reportFailure(queryClient, error, offer.room, text(FAILED[decision]));
    },
  });
}

/**
 * POST /offers/{id}/counter {price}: answers a pending offer with another price. The answer is
 * the new offer's message; the countered one becomes superseded.
 */
export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      offer_id,
      price,
      slot,
      confirm_clash,
      ...scope
    }: OfferRef & Confirm & { price: number; slot?: LocalSlotInput } & ScopeSent) =>
      apiSend('POST', `/offers/${offer_id}/counter`, chatMessage, {
        price,
        slot,
        confirm_clash,
        ...scope,
      }),
    // addMessage marks the countered offer superseded at once; the server's event says so too.
    onSuccess: (message) => {
      addMessage(queryClient, message);
      touchHead(queryClient, message);
    },
    onError: (error, offer) => {
      if (!isSlotClash(error))
        reportFailure(queryClient, error, offer.room, text('chat.offer.counterFailed'));
    },
  });
}

/** What an offer says it includes and how long it should take (decision 0086). */
type ScopeSent = { included?: string | null; duration_minutes?: number | null };
type Offer = {
  room: string;
  request_id: number;
  price: number;
  slot?: LocalSlotInput;
} & ScopeSent;

/** The client offers a price for one of its pending requests. */
export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Offer) =>
      chatMessage.parse(
        await sendVia('service_request', input, () =>
          apiSend('POST', '/saveRequestMessage', chatMessage, input),
        ),
      ),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      touchHead(queryClient, message);
    },
    onError: (error, input) =>
      reportFailure(queryClient, error, input.room, text('chat.offerForm.notSent')),
  });
}

/**
 * Which of the client's pending requests the chat's provider can take (its city and services,
 * or offered there already): the server's rule, so the offer form greys out the others.
 */
export function useOfferableRequests(room: string | null, requestIds: number[]) {
  const ids = requestIds.slice(0, OFFERABLE_ASK_MAX).join(',');
  return useQuery({
    queryKey: ['offers', 'offerable', room, ids] as const,
    enabled: room !== null && ids !== '',
    queryFn: () =>
      apiGet(
        `/chat-heads/${encodeURIComponent(room ?? '')}/offerable-requests?request_ids=${ids}`,
        offerableRequests,
      ),
  });
}
