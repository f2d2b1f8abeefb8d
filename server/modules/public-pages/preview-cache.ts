/**
 * The preview images made so far, by what they show (a provider and the version of its
 * preview): each is drawn once per change, then answered from memory. Bounded: the least
 * recently asked go first.
 */
export function createPreviewCache(max = 500) {
  const kept = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const drawing = draw();
      kept.set(key, drawing);
      // A failed drawing is not kept: the next ask tries again.
      drawing.catch(() => kept.delete(key));
      while (kept.size > max) {
        const oldest = kept.keys().next().value;
        if (oldest === undefined) break;
        kept.delete(oldest);
      }
      return drawing;
    },
    get size() {
      return kept.size;
    },
  };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
