import { describe, expect, it } from 'vitest';
import { ApiError, worthRetrying } from './api-client';

const answer = (status: number) => new ApiError(status, 'code', 'message', null);

describe('which failed reads are tried again', () => {
  it('tries a lost answer or a server fault once more, and no more', () => {
    expect(worthRetrying(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(worthRetrying(0, answer(503))).toBe(true);
    expect(worthRetrying(0, answer(429))).toBe(true);
    expect(worthRetrying(1, answer(503))).toBe(false);
  });

  it('shows the server’s 4xx answer at once (not found, not allowed, a refused token)', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(worthRetrying(0, answer(status))).toBe(false);
    }
  });
});
