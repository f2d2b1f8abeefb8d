import { notifications } from '@mantine/notifications';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '../../../../contracts/auth';
import { chatMessage, offerUpdate } from '../../../../contracts/chat';
import { apiSend } from '../../lib/api-client';
import {
  type ClientEventName,
  type EmitPayload,
  emitWithAck,
  isSocketConnected,
} from '../../lib/socket';
import { requestKeys } from '../requests/api';
import { chatKeys } from './api';
import { addMessage, applyOfferUpdate, touchHead } from './chat-cache';
import { chatErrorMessage, isConflict } from './errors';

/** Sends over the socket while it is connected, else through the REST twin. */
function sendVia<E extends ClientEventName>(
  event: E,
  payload: EmitPayload<E>,
  rest: () => Promise<unknown>,
): Promise<unknown> {
  return isSocketConnected() ? emitWithAck(event, payload) : rest();
}

/** Says why it failed; on a conflict the room (and the client's requests) are refetched. */
function reportFailure(queryClient: QueryClient, error: unknown, room: string, title: string) {
  const conflict = isConflict(error);
  notifications.show({
    color: conflict ? 'yellow' : 'red',
    title,
    message: chatErrorMessage(error),
  });
  if (conflict) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(room) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.pendingRequests });
  }
}

type TextMessage = { room: string; message_text: string };

export function useSendMessage(viewer: UserType) {
  const queryClient = useQueryClient();
  const event = viewer === 'clients' ? 'client_send_message' : 'sp_send_message';
  return useMutation({
    mutationFn: async (input: TextMessage) =>
      chatMessage.parse(await sendVia(event, input, () => apiSend('POST', '/saveMessage', input))),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      touchHead(queryClient, message);
    },
    onError: (error, input) =>
      reportFailure(queryClient, error, input.room, 'Your message was not sent'),
  });
}

type Offer = { room: string; request_id: number; price: number };

/** The client offers a price for one of its pending requests. */
export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Offer) =>
      chatMessage.parse(
        await sendVia('service_request', input, () =>
          apiSend('POST', '/saveRequestMessage', input),
        ),
      ),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      touchHead(queryClient, message);
    },
    onError: (error, input) =>
      reportFailure(queryClient, error, input.room, 'Your request was not sent'),
  });
}

type OfferAction = { room: string; request_id: number };

/** The client cancels its pending offer. */
export function useCancelOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OfferAction) =>
      offerUpdate.parse(
        await sendVia('cancel_service_request', input, () =>
          apiSend('PUT', '/updateRequestMessage', { ...input, status: 'canceled' }),
        ),
      ),
    onSuccess: (update) => {
      applyOfferUpdate(queryClient, update);
      void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
    },
    onError: (error, input) =>
      reportFailure(queryClient, error, input.room, 'The request was not canceled'),
  });
}

/** The provider accepts the client's pending offer: the request becomes theirs. */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OfferAction) =>
      offerUpdate.parse(
        await sendVia('accept_service_request', input, () =>
          apiSend('POST', '/addAcceptedRequest', input),
        ),
      ),
    onSuccess: (update) => {
      applyOfferUpdate(queryClient, update);
      void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
    onError: (error, input) =>
      reportFailure(queryClient, error, input.room, 'The request was not accepted'),
  });
}
