import { describe, expect, it } from 'vitest';
import { switchBoard } from './alert-switches';

describe('alert switches', () => {
  it('start a provider with new jobs by push and WhatsApp, and no SMS', () => {
    const board = switchBoard('serviceproviders');
    expect(board.new_jobs).toEqual({ push: true, sms: false, whatsapp: true });
    expect(board.offers).toEqual({ push: true, sms: false, whatsapp: false });
    expect(board.billing).toEqual({ push: true, sms: false, whatsapp: false });
  });

  it('start a client with offers and order changes by push, and no new jobs', () => {
    const board = switchBoard('clients');
    expect(board.offers.push).toBe(true);
    expect(board.orders.push).toBe(true);
    expect(board.new_jobs).toEqual({ push: false, sms: false, whatsapp: false });
  });

  it('let a saved switch win over the default', () => {
    const board = switchBoard('serviceproviders', [
      { channel: 'whatsapp', alert_group: 'new_jobs', enabled: false },
      { channel: 'sms', alert_group: 'orders', enabled: true },
    ]);
    expect(board.new_jobs.whatsapp).toBe(false);
    expect(board.orders.sms).toBe(true);
    expect(board.new_jobs.push).toBe(true);
  });
});
