import { useCallback, useEffect, useState } from 'react';
import { type FileAuth, fetchPrivateFile } from './private-file';

type PrivateFile = {
  /** An object URL of the file's bytes, once loaded. */
  url: string | null;
  /** The file's MIME type as the server sent it (e.g. 'application/pdf'), once loaded. */
  type: string | null;
  loading: boolean;
  failed: boolean;
  /** Loads the file again after a failure. */
  retry: () => void;
};

/**
 * An object URL for a file behind a token (an image or a PDF), for <img>, <iframe> or a link.
 * Revoked when the path changes and on unmount. A null path loads nothing.
 */
export function usePrivateFile(path: string | null, auth: FileAuth = 'user'): PrivateFile {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState({
    url: null as string | null,
    type: null as string | null,
    loading: !!path,
    failed: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the same path
  useEffect(() => {
    if (!path) {
      setState({ url: null, type: null, loading: false, failed: false });
      return;
    }
    let cancelled = false;
    let url: string | null = null;
    setState({ url: null, type: null, loading: true, failed: false });
    fetchPrivateFile(path, auth).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ url, type: blob.type || null, loading: false, failed: false });
      },
      () => {
        if (!cancelled) setState({ url: null, type: null, loading: false, failed: true });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, auth, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
