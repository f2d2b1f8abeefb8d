import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ackProblems } from './hostile-socket-acks';
import { show } from './hostile-values';

describe("the hostile tests' ack checker", () => {
  it('checks its acks: an undocumented field, code or shape is found', () => {
    // An event answering a room, as join_room does.
    const output = z.object({ room: z.string() });
    expect(ackProblems(output, { ok: true, data: { room: 'room_1_2' } })).toEqual([]);
    const refusal = { code: 'forbidden', message: 'No', key: 'errors.codes.forbidden' };
    expect(ackProblems(output, { ok: false, error: refusal })).toEqual([]);
    for (const ack of [
      { ok: true, data: { room: 'room_1_2', email: 'leak@example.com' } },
      { ok: true, data: {} },
      { ok: false, error: { ...refusal, code: 'internal_error' } },
      { ok: false, error: { ...refusal, code: 'teapot' } },
      { ok: false, error: { ...refusal, stack: 'at x' } },
      { ok: false, error: { ...refusal, key: 'errors.nowhere' } },
      { ok: false, message: 'No' },
      'ok',
    ]) {
      expect(ackProblems(output, ack), show(ack)).not.toEqual([]);
    }
  });
});
