import { describe, expect, it } from 'vitest';
import type { PendingRequest } from '#contracts/requests';
import { requestOptions } from './request-options';

const request = (request_id: number, city: string): PendingRequest => ({
  request_id,
  name: 'Leak Repair',
  description: 'The kitchen tap drips',
  address: 'Canal View',
  city,
  request_date: '2026-11-27T10:00:00.000Z',
  image: null,
  when: null,
});

describe('the offer form’s pending requests (walkthrough L1)', () => {
  const requests = [request(8, 'Karachi'), request(9, 'Lahore')];

  it('greys out, with the reason, a request the chat’s provider cannot take', () => {
    expect(requestOptions(requests, [9], 'not in this provider’s city or services')).toEqual([
      {
        value: '8',
        label: 'Leak Repair: The kitchen tap drips (not in this provider’s city or services)',
        disabled: true,
      },
      { value: '9', label: 'Leak Repair: The kitchen tap drips', disabled: false },
    ]);
  });

  it('offers every request until the server has said which fit', () => {
    expect(requestOptions(requests, undefined, 'unfit').map((o) => o.disabled)).toEqual([
      false,
      false,
    ]);
  });
});
