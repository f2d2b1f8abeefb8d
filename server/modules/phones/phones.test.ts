import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newProvider } from '../../test/marketplace';
import {
  lastCodeTo,
  movableClock,
  PHONE_WAIT_MS,
  phoneCalls,
  textsTo,
  uniqueMobile,
} from '../../test/phones';
import { seedAccount } from '../../test/seeded-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPhonesService } from './phones.service';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
const time = movableClock();
let t: TestApp;
let calls: ReturnType<typeof phoneCalls>;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' }, { clock: time.clock });
  calls = phoneCalls(t);
});
afterAll(() => t.close());

const codesOf = (accountId: number) =>
  t.db.selectFrom('phone_codes').selectAll().where('account_id', '=', accountId).execute();

describe('adding a number', () => {
  it('texts a 6-digit code to the number as E.164 and says what is pending', async () => {
    const user = await newClient(t);
    const { e164, local } = uniqueMobile();
    const res = await calls.start(user, { phone: local });
    expect(res.statusCode).toBe(200);
    const now = time.clock().getTime();
    expect(res.json()).toEqual({
      phone: null,
      verified: false,
      pending: {
        phone: e164,
        expires_at: new Date(now + 10 * MINUTE).toISOString(),
        resend_at: new Date(now + MINUTE).toISOString(),
        tries_left: 5,
      },
    });
    const [sms] = textsTo(t, e164);
    expect(sms?.kind).toBe('phone_code');
    expect(sms?.params[0]).toMatch(/^\d{6}$/);
    expect(sms?.text).toBe(`Your ServiceHub code is ${sms?.params[0]}. It expires in 10 minutes.`);
    expect((await calls.state(user)).json()).toEqual(res.json());
  });

  it('writes the text in the account’s language', async () => {
    const seeded = await seedAccount(t, 'provider', 'ur');
    const { e164 } = uniqueMobile();
    expect((await calls.start(seeded, { phone: e164 })).statusCode).toBe(200);
    const [sms] = textsTo(t, e164);
    expect(sms?.language).toBe('ur');
    expect(sms?.text).toContain('آپ کا ServiceHub کوڈ');
    expect(sms?.text).toContain(sms?.params[0]);
  });

  it('stores no code: only a hash under the server’s key, which no plain hash matches', async () => {
    const user = await newClient(t);
    const { e164 } = uniqueMobile();
    await calls.start(user, { phone: e164 });
    const code = lastCodeTo(t, e164);
    const [row] = await codesOf(user.id);
    const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    for (const plain of [code, `${user.id}\n${e164}\n${code}`, `${e164}\n${code}`]) {
      expect(row?.code_hash).not.toBe(sha(plain));
    }
  });

  it('refuses what is no Pakistani mobile with phone.invalid, storing and sending nothing', async () => {
    const user = await newClient(t);
    for (const phone of ['042 35761234', '+44 7911 123456', 'my number', '0300 123 456']) {
      const res = await calls.start(user, { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'phone.invalid',
        key: 'phones.errors.numberInvalid',
      });
    }
    expect(await codesOf(user.id)).toEqual([]);
  });
});

describe('verifying', () => {
  it('makes the number the account’s verified number', async () => {
    const user = await newProvider(t);
    const { e164 } = uniqueMobile();
    await calls.start(user, { phone: e164 });
    const res = await calls.verify(user, lastCodeTo(t, e164));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone: e164, verified: true, pending: null });
    // A code works once.
    const again = await calls.verify(user, lastCodeTo(t, e164));
    expect(again.json().error.code).toBe('phone.no_pending');
  });

  it('a code works until its 10 minutes end, by the injected clock', async () => {
    const early = await newClient(t);
    const late = await newClient(t);
    const [a, b] = [uniqueMobile().e164, uniqueMobile().e164];
    await calls.start(early, { phone: a });
    await calls.start(late, { phone: b });
    time.move(10 * MINUTE - 1000);
    expect((await calls.verify(early, lastCodeTo(t, a))).statusCode).toBe(200);
    time.move(1000);
    const res = await calls.verify(late, lastCodeTo(t, b));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('phone.code_expired');
    expect((await calls.state(late)).json()).toEqual({
      phone: null,
      verified: false,
      pending: null,
    });
  });

  it('5 codes typed against a code end it, the right one after them too', async () => {
    const user = await newClient(t);
    const { e164 } = uniqueMobile();
    await calls.start(user, { phone: e164 });
    const code = lastCodeTo(t, e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await calls.verify(user, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'phone.code_wrong', params: { count: left } });
      expect((await calls.state(user)).json().pending.tries_left).toBe(left);
    }
    const fifth = await calls.verify(user, wrong);
    expect(fifth.json().error.code).toBe('phone.code_spent');
    const right = await calls.verify(user, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('phone.code_spent');
    expect((await calls.state(user)).json()).toEqual({
      phone: null,
      verified: false,
      pending: null,
    });
  });

  it('only the newest code works once another was sent', async () => {
    const user = await newClient(t);
    const { e164 } = uniqueMobile();
    await calls.start(user, { phone: e164 });
    const first = lastCodeTo(t, e164);
    time.move(PHONE_WAIT_MS);
    expect((await calls.resend(user)).statusCode).toBe(200);
    const second = lastCodeTo(t, e164);
    if (first !== second) {
      expect((await calls.verify(user, first)).json().error.code).toBe('phone.code_wrong');
    }
    expect((await calls.verify(user, second)).statusCode).toBe(200);
  });
});

describe('one verified number per account, and one account per number', () => {
  it('a number verified by one account is refused to another, before any text', async () => {
    const owner = await newClient(t);
    const other = await newProvider(t);
    const { e164, local } = uniqueMobile();
    await calls.verifyNumber(owner, e164);
    const res = await calls.start(other, { phone: local });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('phone.taken');
    expect(textsTo(t, e164)).toHaveLength(1);
    expect(await codesOf(other.id)).toEqual([]);
  });

  it('a code sent before another account verified the number no longer verifies it', async () => {
    const first = await newClient(t);
    const second = await newClient(t);
    const { e164 } = uniqueMobile();
    await calls.start(second, { phone: e164 });
    const secondCode = lastCodeTo(t, e164);
    await calls.verifyNumber(first, e164);
    const res = await calls.verify(second, secondCode);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('phone.taken');
    const owners = await t.db
      .selectFrom('account_phones')
      .selectAll()
      .where('phone', '=', e164)
      .execute();
    expect(owners.map((o) => o.account_id)).toEqual([first.id]);
  });

  it('asking again for the verified number is phone.same_number', async () => {
    const user = await newClient(t);
    const { e164, local } = uniqueMobile();
    await calls.verifyNumber(user, e164);
    const res = await calls.start(user, { phone: local, password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('phone.same_number');
  });
});

describe('changing and removing need the password', () => {
  it('a new number needs it; the old one stays until the new one is verified', async () => {
    time.move(PHONE_WAIT_MS);
    const user = await newProvider(t);
    const old = uniqueMobile().e164;
    const next = uniqueMobile().e164;
    await calls.verifyNumber(user, old);
    time.move(PHONE_WAIT_MS);
    const none = await calls.start(user, { phone: next });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      code: 'current_password_required',
      key: 'phones.errors.passwordToChange',
    });
    const wrong = await calls.start(user, { phone: next, password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('current_password_invalid');
    expect(textsTo(t, next)).toEqual([]);

    const started = await calls.start(user, { phone: next, password: PASSWORD });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ phone: old, verified: true, pending: { phone: next } });
    const done = await calls.verify(user, lastCodeTo(t, next));
    expect(done.json()).toEqual({ phone: next, verified: true, pending: null });
  });

  it('removing needs it; then the account has no number', async () => {
    const user = await newClient(t);
    const { e164 } = uniqueMobile();
    await calls.verifyNumber(user, e164);
    const none = await calls.remove(user, {});
    expect(none.statusCode).toBe(400);
    const wrong = await calls.remove(user, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('current_password_invalid');
    expect((await calls.state(user)).json().phone).toBe(e164);
    const removed = await calls.remove(user, { password: PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ phone: null, verified: false, pending: null });
    const again = await calls.remove(user, { password: PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('phone.none');
  });
});

describe('what other modules read', () => {
  it('verifiedPhonesOf and accountOfPhone know only verified numbers', async () => {
    const phones = createPhonesService({
      db: t.db,
      clock: time.clock,
      codes: undefined as never,
      hasher: undefined as never,
      passwords: undefined as never,
    });
    const verified = await newClient(t);
    const pending = await newClient(t);
    const [a, b] = [uniqueMobile().e164, uniqueMobile().e164];
    await calls.verifyNumber(verified, a);
    await calls.start(pending, { phone: b });
    const found = await phones.verifiedPhonesOf([verified.id, pending.id]);
    expect([...found]).toEqual([[verified.id, a]]);
    expect(await phones.accountOfPhone(a)).toBe(verified.id);
    expect(await phones.accountOfPhone(b)).toBeNull();
  });
});
