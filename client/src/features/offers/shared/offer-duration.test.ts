import { describe, expect, it } from 'vitest';
import { DURATION_CHOICES, formatDuration } from './offer-duration';

describe('formatDuration', () => {
  it('words minutes, hours and days in the reader’s locale', () => {
    expect(formatDuration(45, 'en-PK')).toBe('45 minutes');
    expect(formatDuration(150, 'en-PK')).toBe('2 hours and 30 minutes');
    expect(formatDuration(3 * 24 * 60, 'en-PK')).toBe('3 days');
    expect(formatDuration(150, 'ur-PK')).toMatch(/گھنٹے.*منٹ/);
  });

  it('offers only durations the contract takes', () => {
    expect(Math.min(...DURATION_CHOICES)).toBe(15);
    expect(Math.max(...DURATION_CHOICES)).toBeLessThanOrEqual(43_200);
  });
});
