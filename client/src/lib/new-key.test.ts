import { afterEach, describe, expect, it, vi } from 'vitest';
import { newKey } from './new-key';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a different v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it('makes a v4 UUID where randomUUID is missing (plain http on a local network)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(0xff) });
    expect(newKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
