import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { UserType } from '#contracts/auth';
import { chatRead, TYPING_EVERY_MS, TYPING_SHOWN_MS, typingEvent } from '#contracts/chat-presence';
import { ServerEvents } from '#contracts/socket-events';
import { apiSend } from '#lib/api-client';
import { emitWithAck, isSocketConnected, useSocketEvent } from '#lib/socket';
import { applyRead } from './api/chat-cache';
import { sendVia } from './api/chat-mutations';

/**
 * While the chat is on screen (the tab visible), tells the server it was read up to its newest
 * message, again as new ones arrive: the unread count drops and the other side sees "Seen".
 */
export function useMarkRead(room: string, newestId: number, viewer: UserType): void {
  const queryClient = useQueryClient();
  const marked = useRef(0);
  useEffect(() => {
    const mark = () => {
      if (document.hidden || newestId <= marked.current) return;
      const upTo = newestId;
      marked.current = upTo;
      const payload = { room, message_id: upTo };
      sendVia('mark_read', payload, () =>
        apiSend('PUT', `/chat-heads/${encodeURIComponent(room)}/read`, chatRead, {
          message_id: upTo,
        }),
      ).then(
        (answer) => {
          const read = chatRead.safeParse(answer);
          if (read.success) applyRead(queryClient, read.data, viewer);
        },
        () => {
          // Not marked: the next message or visit tries again.
          if (marked.current === upTo) marked.current = 0;
        },
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [room, newestId, viewer, queryClient]);
}

/** Call on every keystroke in the composer: the other side hears of it at most every 2.5 s. */
export function useTypingSignal(room: string | null): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (!room || !isSocketConnected() || now - last.current < TYPING_EVERY_MS) return;
    last.current = now;
    emitWithAck('typing', { room }).catch(() => undefined);
  };
}

/**
 * Whether the other party is typing in `room`: true for a few seconds after each signal,
 * and false at once when their message arrives (`newestOtherId` moves).
 */
export function useOtherTyping(room: string, newestOtherId: number): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useSocketEvent(ServerEvents.typing, (payload) => {
    const parsed = typingEvent.safeParse(payload);
    if (!parsed.success || parsed.data.room !== room) return;
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message from them ends it
  useEffect(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, [room, newestOtherId]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return typing;
}
