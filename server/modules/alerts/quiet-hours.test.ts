import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours';

const karachi = { from: '22:00', to: '08:00', time_zone: 'Asia/Karachi' };

describe('quiet hours', () => {
  it('hold from 22:00 to 08:00 in Karachi (UTC+5), across midnight', () => {
    // 23:30 in Karachi is 18:30 UTC: quiet until 08:00 there, 03:00 UTC the next day.
    expect(quietUntil(new Date('2026-11-27T18:30:20Z'), karachi)?.toISOString()).toBe(
      '2026-11-28T03:00:00.000Z',
    );
    // 07:59 in Karachi: one minute left.
    expect(quietUntil(new Date('2026-11-28T02:59:00Z'), karachi)?.toISOString()).toBe(
      '2026-11-28T03:00:00.000Z',
    );
  });

  it('let alerts through by day and at the minute they end', () => {
    expect(quietUntil(new Date('2026-11-28T03:00:00Z'), karachi)).toBeNull();
    expect(quietUntil(new Date('2026-11-27T16:59:00Z'), karachi)).toBeNull();
    expect(quietUntil(new Date('2026-11-27T17:00:00Z'), karachi)).not.toBeNull();
  });

  it('read the clock of the chosen zone, and a window within one day', () => {
    const london = { from: '13:00', to: '14:00', time_zone: 'Europe/London' };
    expect(quietUntil(new Date('2026-11-27T13:15:00Z'), london)?.toISOString()).toBe(
      '2026-11-27T14:00:00.000Z',
    );
    expect(quietUntil(new Date('2026-11-27T14:15:00Z'), london)).toBeNull();
  });

  it('are none when turned off or empty', () => {
    expect(quietUntil(new Date('2026-11-27T18:30:00Z'), null)).toBeNull();
    const empty = { from: '08:00', to: '08:00', time_zone: 'Asia/Karachi' };
    expect(quietUntil(new Date('2026-11-27T18:30:00Z'), empty)).toBeNull();
  });
});
