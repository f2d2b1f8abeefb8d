import { describe, expect, it } from 'vitest';
import { readLoginState } from './return-to';

describe('readLoginState', () => {
  it("keeps the guard's state", () => {
    const state = { from: '/Categories/3?x=1', role: 'clients', reason: 'expired' };
    expect(readLoginState(state)).toEqual(state);
  });

  it('drops another origin, the login page itself and anything malformed', () => {
    const ok = { role: 'clients', reason: 'signin' };
    expect(readLoginState({ ...ok, from: '//evil.example/x' })).toBeNull();
    expect(readLoginState({ ...ok, from: 'https://evil.example/' })).toBeNull();
    expect(readLoginState({ ...ok, from: '/Login' })).toBeNull();
    expect(readLoginState({ ...ok, from: '/SpBilling', role: 'admin' })).toBeNull();
    expect(readLoginState({ ...ok, from: '/SpBilling', reason: 'because' })).toBeNull();
    expect(readLoginState(null)).toBeNull();
    expect(readLoginState('/Categories')).toBeNull();
  });
});
