import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSession } from './session';
import { closeSocket, connectSocket, useSocketState } from './socket';

/**
 * Query-key prefixes whose data may be behind after the socket was down: chats (heads,
 * messages, the client's pending requests), notifications, the provider's request feed,
 * orders (accepted or completed meanwhile) and invoices (marked paid meanwhile).
 */
export const STALE_AFTER_RECONNECT = [
  ['chat'],
  ['notifications'],
  ['requests'],
  ['orders'],
  ['billing'],
] as const;

/**
 * Keeps one socket open while a client or provider is signed in: connects on sign-in,
 * reconnects with the new token when the session changes, closes on logout or unmount.
 * After every connect, the first one included, it refetches what may have missed live events:
 * the socket loads after sign-in, so a page may have read its data before the socket listened.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token ?? null;
  const queryClient = useQueryClient();
  const { connects } = useSocketState();
  const seenConnects = useRef(0);

  useEffect(() => {
    if (!token) {
      closeSocket();
      return;
    }
    connectSocket(token);
    return closeSocket;
  }, [token]);

  useEffect(() => {
    const connected = connects > 0 && connects > seenConnects.current;
    seenConnects.current = connects;
    if (!connected) return;
    for (const queryKey of STALE_AFTER_RECONNECT) {
      void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    }
  }, [connects, queryClient]);

  return children;
}
