import { describe, expect, it } from 'vitest';
import { createPreviewCache } from './preview-cache';

describe('the preview cache', () => {
  it('draws each key once, keeps at most `max`, and lets the least recently asked go first', async () => {
    const cache = createPreviewCache(2);
    const drawn: string[] = [];
    const draw = (key: string) => () => {
      drawn.push(key);
      return Promise.resolve(Buffer.from(key));
    };
    await cache.get('a', draw('a'));
    await cache.get('b', draw('b'));
    expect((await cache.get('a', draw('a'))).toString()).toBe('a');
    await cache.get('c', draw('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', draw('a'));
    await cache.get('b', draw('b'));
    expect(drawn).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a drawing that failed', async () => {
    const cache = createPreviewCache();
    await expect(cache.get('x', () => Promise.reject(new Error('bad photo')))).rejects.toThrow();
    expect((await cache.get('x', () => Promise.resolve(Buffer.from('ok')))).toString()).toBe('ok');
  });
});
