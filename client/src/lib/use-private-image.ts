import { useEffect, useState } from 'react';
import { fetchPrivateImage } from './private-file';

type PrivateImage = { url: string | null; loading: boolean; failed: boolean };

/**
 * An object URL for an image behind the user's token (e.g. '/service-provider/image/12'),
 * revoked when the path or `version` changes and on unmount. `version` refetches the same
 * path after the image behind it was replaced. A null path answers no URL (default avatar).
 */
export function usePrivateImage(path: string | null | undefined, version?: number): PrivateImage {
  const [state, setState] = useState<PrivateImage>({ url: null, loading: !!path, failed: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` refetches the same path
  useEffect(() => {
    if (!path) {
      setState({ url: null, loading: false, failed: false });
      return;
    }
    let cancelled = false;
    let url: string | null = null;
    setState((s) => ({ ...s, loading: true, failed: false }));
    fetchPrivateImage(path).then(
      (objectUrl) => {
        if (cancelled) {
          URL.revokeObjectURL(objectUrl);
          return;
        }
        url = objectUrl;
        setState({ url: objectUrl, loading: false, failed: false });
      },
      () => {
        if (!cancelled) setState({ url: null, loading: false, failed: true });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, version]);

  return state;
}
