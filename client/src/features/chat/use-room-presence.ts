import { useEffect } from 'react';
import { notification } from '#contracts/notifications';
import { ServerEvents } from '#contracts/socket-events';
import { useMarkRoomRead } from '#features/notifications/api/notifications';
import { emitWithAck, useSocketConnected, useSocketEvent } from '#lib/socket';

/**
 * While a chat is open: joins its socket room (again after a reconnect) and leaves it when
 * closed, and marks its notifications read on opening and as new ones arrive.
 */
export function useRoomPresence(room: string | null): void {
  const connected = useSocketConnected();
  const { mutate: markRoomRead } = useMarkRoomRead();

  useEffect(() => {
    if (!room || !connected) return;
    // Events reach both parties through their personal rooms too: a failed join is harmless.
    emitWithAck('join_room', { room }).catch(() => undefined);
    return () => {
      emitWithAck('leave_room', { room }).catch(() => undefined);
    };
  }, [room, connected]);

  useEffect(() => {
    if (room) markRoomRead(room);
  }, [room, markRoomRead]);

  useSocketEvent(ServerEvents.notification, (payload) => {
    const parsed = notification.safeParse(payload);
    if (room && parsed.success && parsed.data.room === room && !document.hidden) {
      markRoomRead(room);
    }
  });
}
