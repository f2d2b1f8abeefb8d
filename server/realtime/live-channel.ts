import { partiesOf } from '#contracts/chat';
import type { LiveUpdate } from '#contracts/domain-events';
import { personalRoom } from '#contracts/socket-events';
import type { Channel } from '../events/channel';
import type { Broadcaster } from './broadcaster';

/** Everyone who sees a chat's events: sockets in the chat and both parties' personal rooms. */
export function chatAudience(chat: string): string[] {
  const parties = partiesOf(chat);
  if (!parties) return [];
  return [
    chat,
    personalRoom('clients', parties.clientId),
    personalRoom('serviceproviders', parties.spId),
  ];
}

function emitUpdate(broadcaster: Broadcaster, update: LiveUpdate) {
  const rooms = chatAudience(update.chat);
  switch (update.event) {
    case 'all_receive_message':
    case 'receive_service_request':
      return broadcaster.emit(rooms, update.event, update.payload);
    case 'service_request_accepted':
    case 'service_request_canceled':
      return broadcaster.emit(rooms, update.event, update.payload);
  }
}

/** The spec's socket events, to the open pages of a chat's two parties (on every node). */
export function liveChannel(broadcaster: Broadcaster): Channel {
  return {
    name: 'live',
    writes: false,
    async deliver(batch) {
      for (const delivery of batch) {
        for (const update of delivery.live) emitUpdate(broadcaster, update);
      }
    },
    signal(signal) {
      if (signal.event === 'chat_read') {
        broadcaster.emit(chatAudience(signal.chat), 'chat_read', signal.payload);
      } else {
        broadcaster.emit([personalRoom(signal.to.role, signal.to.id)], 'typing', signal.payload);
      }
    },
  };
}
