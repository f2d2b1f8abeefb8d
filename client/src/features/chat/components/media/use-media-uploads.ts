import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatMessage } from '#contracts/chat';
import { ApiError, apiUpload } from '#lib/api-client';
import { addMessage, touchHead } from '../../api/chat-cache';
import { chatErrorMessage } from '../../errors';

export type PendingUpload = {
  id: number;
  kind: 'photo' | 'voice';
  /** 0..100 while sending. */
  percent: number;
  status: 'sending' | 'failed' | 'offline';
  /** Why the server refused it (then a retry would not help), else null. */
  refusal: string | null;
};

type Job = { room: string; kind: 'photo' | 'voice'; form: () => FormData };

let nextId = 1;

/**
 * Photos and voice notes on their way: each shows its progress; one that failed stays listed
 * with Retry, and those that failed offline go again by themselves when the browser is back
 * online. A sent one leaves the list and shows as the message the server answered.
 */
export function useMediaUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const jobs = useRef(new Map<number, Job>());

  const patch = useCallback((id: number, change: Partial<PendingUpload>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const run = useCallback(
    async (id: number) => {
      const job = jobs.current.get(id);
      if (!job) return;
      patch(id, { status: 'sending', percent: 0, refusal: null });
      const path = `/chat/${job.room}/${job.kind === 'photo' ? 'photos' : 'voice-notes'}`;
      try {
        const message = await apiUpload('POST', path, chatMessage, job.form(), {
          onProgress: (percent) => patch(id, { percent }),
        });
        jobs.current.delete(id);
        setUploads((list) => list.filter((u) => u.id !== id));
        addMessage(queryClient, message);
        touchHead(queryClient, message);
      } catch (error) {
        if (error instanceof ApiError) {
          patch(id, { status: 'failed', refusal: chatErrorMessage(error) });
        } else {
          patch(id, { status: navigator.onLine ? 'failed' : 'offline' });
        }
      }
    },
    [patch, queryClient],
  );

  const start = useCallback(
    (job: Job) => {
      const id = nextId++;
      jobs.current.set(id, job);
      setUploads((list) => [
        ...list,
        { id, kind: job.kind, percent: 0, status: 'sending', refusal: null },
      ]);
      void run(id);
    },
    [run],
  );

  const discard = useCallback((id: number) => {
    jobs.current.delete(id);
    setUploads((list) => list.filter((u) => u.id !== id));
  }, []);

  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  useEffect(() => {
    const again = () => {
      for (const u of uploadsRef.current) if (u.status === 'offline') void run(u.id);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [run]);

  return { uploads, start, retry: run, discard };
}
