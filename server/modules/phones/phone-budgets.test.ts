import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../../test/marketplace';
import {
  movableClock,
  nextAddress,
  PHONE_WAIT_MS,
  phoneCalls,
  textsTo,
  uniqueMobile,
} from '../../test/phones';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const time = movableClock();
let t: TestApp;
let calls: ReturnType<typeof phoneCalls>;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' }, { clock: time.clock });
  calls = phoneCalls(t);
});
afterAll(() => t.close());

const retryAfter = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['retry-after']);

describe('codes are braked', () => {
  it('no new code within a minute of the last: 429 phone.resend_too_soon with Retry-After', async () => {
    const user = await newClient(t);
    const { e164 } = uniqueMobile();
    await calls.start(user, { phone: e164 });
    time.move(30_000);
    const soon = await calls.resend(user);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe('phone.resend_too_soon');
    expect(retryAfter(soon)).toBe(30);
    // Another number is no way around it.
    const other = await calls.start(user, { phone: uniqueMobile().e164 });
    expect(other.json().error.code).toBe('phone.resend_too_soon');
    time.move(30_000);
    expect((await calls.resend(user)).statusCode).toBe(200);
    expect(textsTo(t, e164)).toHaveLength(2);
  });

  it('an account gets 5 codes an hour; the 6th waits for the oldest to be an hour old', async () => {
    const user = await newClient(t);
    const { e164 } = uniqueMobile();
    const first = time.clock().getTime();
    expect((await calls.start(user, { phone: e164 })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      time.move(PHONE_WAIT_MS);
      expect((await calls.resend(user)).statusCode).toBe(200);
    }
    time.move(PHONE_WAIT_MS);
    const sixth = await calls.resend(user);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatchObject({
      code: 'rate_limited',
      key: 'phones.errors.tooManyCodes',
    });
    expect(retryAfter(sixth)).toBe(Math.ceil((first + HOUR - time.clock().getTime()) / 1000));
    // The state says when: the client counts down to it.
    const pending = (await calls.state(user)).json().pending;
    expect(pending.resend_at).toBe(new Date(first + HOUR).toISOString());
    time.move(first + HOUR - time.clock().getTime());
    // (Its number had its 5 of the day: the account's next code goes to another.)
    const next = uniqueMobile().e164;
    expect((await calls.start(user, { phone: next })).statusCode).toBe(200);
    expect(textsTo(t, e164)).toHaveLength(5);
    expect(textsTo(t, next)).toHaveLength(1);
  });

  it('a number gets 5 codes a day whoever asks', async () => {
    const { e164 } = uniqueMobile();
    const askers = await Promise.all(Array.from({ length: 6 }, () => newClient(t)));
    const started = time.clock().getTime();
    for (const asker of askers.slice(0, 5)) {
      expect((await calls.start(asker, { phone: e164 })).statusCode).toBe(200);
      time.move(HOUR);
    }
    const sixth = await calls.start(askers[5] as never, { phone: e164 });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.key).toBe('phones.errors.numberBusy');
    expect(retryAfter(sixth)).toBe(Math.ceil((started + DAY - time.clock().getTime()) / 1000));
    expect(textsTo(t, e164)).toHaveLength(5);
    time.move(started + DAY - time.clock().getTime());
    expect((await calls.start(askers[5] as never, { phone: e164 })).statusCode).toBe(200);
  });

  it('an address gets 20 codes an hour across accounts; another address is not held back', async () => {
    const here = nextAddress();
    const users = await Promise.all(Array.from({ length: 5 }, () => newClient(t)));
    let sent = 0;
    for (const user of users.slice(0, 4)) {
      expect((await calls.start(user, { phone: uniqueMobile().e164 }, here)).statusCode).toBe(200);
      sent++;
      for (let i = 0; i < 4; i++) {
        time.move(PHONE_WAIT_MS);
        expect((await calls.resend(user, here)).statusCode).toBe(200);
        sent++;
      }
    }
    expect(sent).toBe(20);
    const fifth = users[4] as never;
    const refused = await calls.start(fifth, { phone: uniqueMobile().e164 }, here);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.key).toBe('phones.errors.addressBusy');
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(
      (await calls.start(fifth, { phone: uniqueMobile().e164 }, nextAddress())).statusCode,
    ).toBe(200);
  });

  it('parallel asks for one account send one code', async () => {
    time.move(DAY);
    const user = await newClient(t);
    const { e164 } = uniqueMobile();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => calls.start(user, { phone: e164 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(textsTo(t, e164)).toHaveLength(1);
  });
});
