import { describe, expect, it } from 'vitest';
import { requestTransitions } from './request-transitions';

describe('request transitions', () => {
  it('lets a booked (accepted) order be cancelled, and nothing else by that edge (decision 0077)', () => {
    expect(requestTransitions.cancelBooking).toEqual({
      from: ['accepted'],
      to: 'cancelled',
      stamp: 'cancelled_at',
    });
    // The client's cancel of a request nobody took stays pending-only.
    expect(requestTransitions.cancel.from).toEqual(['pending']);
  });

  it('leads into cancelled only from pending, accepted (a booking) or disputed', () => {
    const into = Object.values(requestTransitions)
      .filter((edge) => edge.to === 'cancelled')
      .flatMap((edge) => edge.from)
      .sort();
    expect(into).toEqual(['accepted', 'disputed', 'pending']);
  });
});
