import { notifications } from '@mantine/notifications';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '#contracts/auth';
import { chatMessage } from '#contracts/chat';
import { apiSend } from '#lib/api-client';
import { text } from '#lib/i18n';
import {
  type ClientEventName,
  type EmitPayload,
  emitWithAck,
  isSocketConnected,
} from '#lib/socket';
import { chatErrorMessage, isConflict } from '../errors';
import { chatKeys } from './chat';
import { addMessage, touchHead } from './chat-cache';

/** Sends over the socket while it is connected, else through the REST twin. */
export function sendVia<E extends ClientEventName>(
  event: E,
  payload: EmitPayload<E>,
  rest: () => Promise<unknown>,
): Promise<unknown> {
  return isSocketConnected() ? emitWithAck(event, payload) : rest();
}

/** Says why it failed; on a conflict the room (and the client's requests) are refetched. */
export function reportFailure(
  queryClient: QueryClient,
  error: unknown,
  room: string,
  title: string,
) {
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
      chatMessage.parse(
        await sendVia(event, input, () => apiSend('POST', '/saveMessage', chatMessage, input)),
      ),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      touchHead(queryClient, message);
    },
    onError: (error, input) =>
      reportFailure(queryClient, error, input.room, text('chat.composer.notSent')),
  });
}
