import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientForm, post } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password', async (original) => {
  const real = await original<typeof import('../../lib/password')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('signing up with a taken email', () => {
  it('costs the same password hash as a new one, so its answer time tells nothing', async () => {
    const form = clientForm();
    hashes.count = 0;
    expect((await post(t, '/api/register/client', form)).statusCode).toBe(201);
    expect(hashes.count).toBe(1);
    const again = await post(t, '/api/register/client', {
      ...form,
      email: form.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(hashes.count).toBe(2);
  });
});
