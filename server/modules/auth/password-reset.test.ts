import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp } from '../../test/factories';
import { resetLinkIn, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://market.example',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

async function requestLink(email: string) {
  const before = inbox.received.length;
  const res = await post(t, '/api/forgotpassword', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Password reset link sent' });
  await expect.poll(() => inbox.received.length).toBe(before + 1);
  const mail = inbox.received.at(-1);
  expect(mail?.to).toEqual([email]);
  return resetLinkIn(mail?.raw ?? '');
}

const resetWith = (link: URL, password: string) =>
  post(t, '/api/resetpassword', {
    password,
    token: link.searchParams.get('token'),
    type: link.searchParams.get('type'),
    user_id: link.searchParams.get('user_id'),
  });

describe('a reset and open sockets', () => {
  it("closes the user's open sockets at once", async () => {
    const user = await signUp(t, 'client');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io/',
      auth: { token: user.token },
      reconnection: false,
      transports: ['websocket'],
    });
    await new Promise((resolve) => socket.on('connect', () => resolve(null)));
    const closed = new Promise((resolve) => socket.on('disconnect', resolve));
    const link = await requestLink(user.email);
    expect((await resetWith(link, 'another new password')).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    socket.close();
  });
});

describe('password reset by email', () => {
  it('mails a link to PUBLIC_URL/resetpassword that sets a new password once and ends old sessions', async () => {
    const user = await signUp(t, 'client');
    const link = await requestLink(user.email);
    expect(link.origin + link.pathname).toBe('https://market.example/resetpassword');
    expect(link.searchParams.get('type')).toBe('clients');
    expect(link.searchParams.get('user_id')).toBe(String(user.user_ID));
    expect(
      Buffer.from(link.searchParams.get('token') ?? '', 'base64url').length,
    ).toBeGreaterThanOrEqual(16);

    const res = await resetWith(link, 'a brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successfully' });

    expect(
      (await post(t, '/api/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/login', { email: user.email, password: 'a brand new password' }))
        .statusCode,
    ).toBe(200);
    expect((await get(t, '/api/verify-client', user.token)).statusCode).toBe(401);

    const again = await resetWith(link, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'Token is invalid or has expired',
      error: { code: 'token_invalid' },
    });
  });

  it('stores only a hash of the token', async () => {
    const user = await signUp(t, 'provider');
    const link = await requestLink(user.email);
    const token = link.searchParams.get('token') ?? '';
    const rows = await t.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('account_id', '=', user.user_ID)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an expired link, a link for another user or type, and a made-up token', async () => {
    const user = await signUp(t, 'client');
    const other = await signUp(t, 'client');
    const link = await requestLink(user.email);
    const token = link.searchParams.get('token');
    for (const body of [
      { token, type: 'clients', user_id: other.user_ID },
      { token, type: 'serviceproviders', user_id: user.user_ID },
      { token: 'made-up', type: 'clients', user_id: user.user_ID },
    ]) {
      const res = await post(t, '/api/resetpassword', {
        ...body,
        password: 'a brand new password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Token is invalid or has expired');
    }
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', user.user_ID)
      .execute();
    expect((await resetWith(link, 'a brand new password')).statusCode).toBe(400);
  });

  it('expires links 30 minutes after they are made', async () => {
    const user = await signUp(t, 'client');
    await requestLink(user.email);
    const row = await t.db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at'])
      .where('account_id', '=', user.user_ID)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(30 * 60 * 1000);
  });

  it('resends: a second link works too, and using one ends the other', async () => {
    const user = await signUp(t, 'client');
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(first.searchParams.get('token')).not.toBe(second.searchParams.get('token'));
    expect((await resetWith(second, 'password number two')).statusCode).toBe(200);
    expect((await resetWith(first, 'password number one')).statusCode).toBe(400);
  });

  it("answers 404 'Email not found' for an unknown email, 400 for a missing one", async () => {
    const res = await post(t, '/api/forgotpassword', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Email not found' });
    expect((await post(t, '/api/forgotpassword', {})).statusCode).toBe(400);
  });

  it('answers 400 for a new password that is too short, and keeps the link usable', async () => {
    const user = await signUp(t, 'client');
    const link = await requestLink(user.email);
    expect((await resetWith(link, 'short')).statusCode).toBe(400);
    expect((await resetWith(link, 'long enough now')).statusCode).toBe(200);
  });

  it('tells the reset page whether its link is still open without using it: closed once used, expired or made up', async () => {
    const checkLink = async (link: URL, token = link.searchParams.get('token')) => {
      const res = await post(t, '/api/resetpassword/check', {
        token,
        type: link.searchParams.get('type'),
        user_id: link.searchParams.get('user_id'),
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const user = await signUp(t, 'client');
    const used = await requestLink(user.email);
    expect(await checkLink(used)).toEqual({ open: true });
    // Checking twice uses nothing: the link still resets the password.
    expect(await checkLink(used)).toEqual({ open: true });
    expect(await checkLink(used, 'made-up')).toEqual({ open: false });
    expect((await resetWith(used, 'a brand new password')).statusCode).toBe(200);
    expect(await checkLink(used)).toEqual({ open: false });

    const expired = await requestLink(user.email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', user.user_ID)
      .execute();
    expect(await checkLink(expired)).toEqual({ open: false });
    expect(
      (await post(t, '/api/resetpassword/check', { token: 'x', type: 'clients' })).statusCode,
    ).toBe(400);
  });

  it('limits reset links to 5 per account in 15 minutes', async () => {
    const user = await signUp(t, 'client');
    for (let i = 0; i < 5; i++) await requestLink(user.email);
    const res = await post(t, '/api/forgotpassword', { email: user.email });
    expect(res.statusCode).toBe(429);
  });
});
