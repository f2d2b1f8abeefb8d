import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import { signUp } from '../../test/factories';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_BUDGET } from './auth-limits';
import { ADMIN_CODE_FILE } from './login-codes.service';

const ADMIN = { username: 'opsadmin', password: 'admin-password-long-enough' };

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    SMTP_URL: inbox.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

let host = 0;
/** A request from an address of its own: a new device on a network never seen. */
const from = (url: string, payload: Record<string, unknown>, address = `10.9.${++host}.1`) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: address });

/**
 * Strangers spend the login's untrusted budget with wrong guesses, each from an address of its
 * own, and take the slot that opens next as well.
 */
async function brake(url: string, login: Record<string, string>) {
  const guesses = Array.from({ length: ACCOUNT_BUDGET.free + 3 }, (_, i) =>
    from(url, { ...login, password: `guess-${i}` }),
  );
  const answers = (await Promise.all(guesses)).map((res) => res.statusCode);
  expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
}

const codeIn = (raw: string) => /\b(\d{6})\b/.exec(raw.replace(/=\r?\n/g, ''))?.[1];

describe('the second step past an account’s guessing brake', () => {
  it('lets the owner in on a new device with an emailed code while strangers keep guessing', async () => {
    const owner = await signUp(t, 'client');
    await brake('/api/login', { email: owner.email });

    const held = await from('/api/login', { email: owner.email, password: owner.password });
    expect(held.statusCode).toBe(429);
    expect(held.json().error.code).toBe(ErrorCode.accountBraked);

    const before = inbox.received.length;
    const asked = await from('/api/login/code', { email: owner.email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ sent: true });
    await expect.poll(() => inbox.received.length).toBe(before + 1);
    const mail = inbox.received.at(-1);
    expect(mail?.to).toEqual([owner.email]);
    const code = codeIn(mail?.raw ?? '');
    expect(code).toMatch(/^\d{6}$/);

    // A stranger's guess with no code is still held back; the code alone is not a password.
    const stranger = await from('/api/login', { email: owner.email, password: 'guess-x' });
    expect(stranger.json().error.code).toBe(ErrorCode.accountBraked);
    const wrongPassword = await from('/api/login', {
      email: owner.email,
      password: 'guess-y',
      login_code: code,
    });
    expect(wrongPassword.statusCode).toBe(401);

    const inside = await from('/api/login', {
      email: owner.email,
      password: owner.password,
      login_code: code,
    });
    expect(inside.statusCode).toBe(200);
    const { device_token } = inside.json();
    // The code worked once; the device it vouched for is now known to the account.
    const again = await from('/api/login', {
      email: owner.email,
      password: owner.password,
      login_code: code,
    });
    expect(again.json().error.code).toBe(ErrorCode.loginCodeInvalid);
    const known = await from('/api/login', {
      email: owner.email,
      password: owner.password,
      device_token,
    });
    expect(known.statusCode).toBe(200);
  });

  it('answers a request for a code the same for an unknown email, and sends nothing', async () => {
    const before = inbox.received.length;
    const asked = await from('/api/login/code', { email: 'nobody@example.com' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ sent: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.received.length).toBe(before);
  });

  it('lets strangers neither end nor spend the owner’s code, and gives each address 5 tries', async () => {
    const owner = await signUp(t, 'client');
    const before = inbox.received.length;
    await from('/api/login/code', { email: owner.email });
    await expect.poll(() => inbox.received.length).toBe(before + 1);
    const code = codeIn(inbox.received.at(-1)?.raw ?? '') ?? '';

    // A stranger at one address asks for more codes (they go to the owner) and guesses codes.
    const stranger = '10.66.0.1';
    const asked = [];
    for (let i = 0; i < 4; i++) {
      asked.push((await from('/api/login/code', { email: owner.email }, stranger)).statusCode);
    }
    expect(asked).toEqual([200, 200, 200, 429]);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = [];
    for (let i = 0; i < 6; i++) {
      const res = await from(
        '/api/login',
        { email: owner.email, password: `guess-${i}`, login_code: wrong },
        stranger,
      );
      guesses.push(res.json().error.code);
    }
    expect(guesses).toEqual([...Array(5).fill(ErrorCode.loginCodeInvalid), ErrorCode.rateLimited]);

    // The owner's first code still works, from the owner's own address.
    const inside = await from('/api/login', {
      email: owner.email,
      password: owner.password,
      login_code: code,
    });
    expect(inside.statusCode).toBe(200);
  });

  it('lets the admin in through a code put in the server’s data folder', async () => {
    await brake('/api/LoginAdmin', { username: ADMIN.username });
    const held = await from('/api/LoginAdmin', ADMIN);
    expect(held.json().error.code).toBe(ErrorCode.accountBraked);

    const asked = await from('/api/LoginAdmin/code', { username: ADMIN.username });
    expect(asked.json()).toEqual({ sent: true });
    const file = path.join(t.config.dataDir, ADMIN_CODE_FILE);
    // Written after the answer, which is the same for a username that does not exist.
    await expect.poll(() => fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const code = fs.readFileSync(file, 'utf8').trim();
    const inside = await from('/api/LoginAdmin', { ...ADMIN, login_code: code });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().token).toEqual(expect.any(String));
  });
});
