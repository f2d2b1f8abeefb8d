import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The open chat lives in the URL (`?room=room_3_7`), so it survives reloads and links. */
export function useSelectedRoom() {
  const [params, setParams] = useSearchParams();
  const room = params.get('room');
  const select = useCallback(
    (next: string | null) => setParams(next ? { room: next } : {}),
    [setParams],
  );
  return { room: room || null, select };
}
