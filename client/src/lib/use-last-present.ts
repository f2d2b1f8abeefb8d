import { useRef } from 'react';

/**
 * The value, or the last non-null one while it is null: a closing modal keeps showing what it
 * was about during its closing animation instead of going blank.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
