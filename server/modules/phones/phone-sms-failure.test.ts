import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLimiters } from '../../lib/limiter';
import { newClient } from '../../test/marketplace';
import { uniqueMobile } from '../../test/phones';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAccountContacts } from '../auth/account-contacts';
import { phoneCodeHasher } from './phone-code-hash';
import { createPhoneCodeSender } from './phone-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an SMS the sender could not send', () => {
  it('is answered 502 phone.sms_failed, and logged', async () => {
    const logged: unknown[] = [];
    const codes = createPhoneCodeSender({
      db: t.db,
      clock: () => new Date(),
      limiterStore: memoryLimiters(),
      scale: 1,
      sms: {
        channel: 'sms',
        send: async () => ({ status: 'failed', retry: true, code: 'rate_limited', detail: '429' }),
      },
      accounts: createAccountContacts(t.db),
      hasher: phoneCodeHasher(new TextEncoder().encode('a secret for this test only')),
      log: { error: (obj) => logged.push(obj) },
    });
    const user = await newClient(t);
    await expect(
      codes.send(user.id, uniqueMobile().e164, { address: '10.9.9.9' }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'phone.sms_failed',
      key: 'phones.errors.smsFailed',
    });
    expect(logged).toEqual([{ code: 'rate_limited', detail: '429' }]);
  });
});
