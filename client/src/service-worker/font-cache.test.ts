import { describe, expect, it } from 'vitest';
import { fontName, isBuiltFont } from './font-cache';

describe('the service worker font cache', () => {
  it('names a built font without its content hash, so two builds copies share the name', () => {
    const a = fontName('https://x.test/assets/noto-naskh-arabic-arabic-400-normal-U_i0HMfG.woff2');
    const b = fontName('https://x.test/assets/noto-naskh-arabic-arabic-400-normal-1AoZhAAW.woff2');
    expect(a).toBe('noto-naskh-arabic-arabic-400-normal.woff2');
    expect(b).toBe(a);
    expect(
      fontName('https://x.test/assets/noto-naskh-arabic-arabic-700-normal-BdBAMxnO.woff2'),
    ).not.toBe(a);
  });

  it('takes only same-origin fonts under /assets/', () => {
    const url = new URL('https://x.test/assets/noto-naskh-arabic-arabic-700-normal-BdBAMxnO.woff2');
    expect(isBuiltFont({ url, sameOrigin: true })).toBe(true);
    expect(isBuiltFont({ url, sameOrigin: false })).toBe(false);
    expect(
      isBuiltFont({ url: new URL('https://x.test/assets/index-BKq0kW2Y.js'), sameOrigin: true }),
    ).toBe(false);
    expect(
      isBuiltFont({ url: new URL('https://x.test/images/home-1.png'), sameOrigin: true }),
    ).toBe(false);
  });
});
