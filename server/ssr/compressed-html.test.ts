import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './compressed-html';

describe('Accept-Encoding', () => {
  it('accepts what is listed or covered by *, with a weight above 0', () => {
    const accepts = acceptsEncoding('gzip, br;q=0.8');
    expect([accepts('br'), accepts('gzip')]).toEqual([true, true]);
    const star = acceptsEncoding('*;q=0.5, gzip;q=0');
    expect([star('br'), star('gzip')]).toEqual([true, false]);
  });

  it('refuses a coding weighted 0 (`br;q=0`) and what is not listed', () => {
    const accepts = acceptsEncoding('br;q=0, gzip');
    expect([accepts('br'), accepts('gzip')]).toEqual([false, true]);
    expect(acceptsEncoding('identity')('gzip')).toBe(false);
    expect(acceptsEncoding('')('br')).toBe(false);
  });
});
