import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send, signUp, uniqueEmail } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { type ReceivedMail, resetLinkIn, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
/** The injected clock runs with real time, moved forward by `offset`. */
let offset = 0;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    {
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://market.example',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
    { clock: () => new Date(Date.now() + offset) },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

type Provider = Awaited<ReturnType<typeof signUp>>;

const fields = (sp: Provider, overrides: Record<string, string | number> = {}) => ({
  firstName: 'Bilal',
  lastName: 'Raza',
  phone: '03001234567',
  address: '12 Mall Road',
  city_id: 2,
  gender: 'male',
  dob: '1990-04-12',
  email: sp.email,
  ...overrides,
});

const update = (sp: Provider, overrides: Record<string, string | number> = {}) =>
  send(t, 'PUT', '/api/service-provider/updateProfile', sp.token, multipart(fields(sp, overrides)));

const confirm = (token: unknown) => post(t, '/api/service-provider/confirm-email', { token });

const login = (email: string, password: string) => post(t, '/api/login', { email, password });

const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/&amp;/g, '&');

const mailsTo = (address: string): ReceivedMail[] =>
  inbox.received.filter((m) => m.to.includes(address));

/** The confirmation link in the one mail sent to `address`. */
async function linkSentTo(address: string): Promise<URL> {
  await expect.poll(() => mailsTo(address).length).toBeGreaterThan(0);
  const match = /https?:\/\/\S+\/confirm-email\?[^\s"<]+/.exec(
    decoded(mailsTo(address).at(-1)?.raw ?? ''),
  );
  if (!match) throw new Error(`no confirmation link in the mail to ${address}`);
  return new URL(match[0]);
}

const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

async function profileOf(sp: Provider) {
  const res = await get(t, '/api/service-provider/profile', sp.token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('changing the login email (issue 10, finding 7)', () => {
  it('a stolen token alone cannot move the login email, and nothing else in that request applies', async () => {
    const sp = await signUp(t, 'provider');
    const attacker = uniqueEmail('attacker');
    const res = await update(sp, { email: attacker, firstName: 'Hijacked' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('current_password_required');

    expect((await login(attacker, sp.password)).statusCode).toBe(401);
    expect((await login(sp.email, sp.password)).statusCode).toBe(200);
    const profile = await profileOf(sp);
    expect(profile).toMatchObject({ email: sp.email, firstName: 'Bilal' });
    expect(mailsTo(attacker)).toHaveLength(0);
  });

  it('refuses a wrong current password with its own code and changes nothing', async () => {
    const sp = await signUp(t, 'provider');
    const wanted = uniqueEmail('new');
    const res = await update(sp, {
      email: wanted,
      firstName: 'Changed',
      current_password: 'not my password',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('current_password_invalid');
    expect(await profileOf(sp)).toMatchObject({ email: sp.email, firstName: 'Bilal' });
    const pending = await t.db
      .selectFrom('email_changes')
      .select('id')
      .where('account_id', '=', sp.user_ID)
      .execute();
    expect(pending).toHaveLength(0);
    expect(mailsTo(wanted)).toHaveLength(0);
    expect(mailsTo(sp.email)).toHaveLength(0);
  });

  it('with the password: saves the other fields, mails a link to the new address and a notice to the old, and keeps the old login until the link is used', async () => {
    const sp = await signUp(t, 'provider');
    const wanted = uniqueEmail('new');
    const res = await update(sp, {
      email: wanted,
      firstName: 'Bilal A.',
      current_password: sp.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: sp.email,
      firstName: 'Bilal A.',
      emailConfirmationSentTo: wanted,
    });

    const link = await linkSentTo(wanted);
    expect(link.origin + link.pathname).toBe('https://market.example/confirm-email');
    expect(Buffer.from(tokenOf(link), 'base64url').length).toBe(32);
    await expect.poll(() => mailsTo(sp.email).length).toBe(1);
    const notice = decoded(mailsTo(sp.email)[0]?.raw ?? '');
    expect(notice).toContain(wanted);
    expect(notice).not.toContain(tokenOf(link));

    // Until confirmed, login uses the old email.
    expect((await login(sp.email, sp.password)).statusCode).toBe(200);
    expect((await login(wanted, sp.password)).statusCode).toBe(401);
    expect((await profileOf(sp)).email).toBe(sp.email);

    // The link needs no session: it is opened from the mailbox.
    const confirmed = await confirm(tokenOf(link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: wanted });

    expect((await login(wanted, sp.password)).statusCode).toBe(200);
    expect((await login(sp.email, sp.password)).statusCode).toBe(401);
    // Like a password reset, it ends every older session.
    expect((await get(t, '/api/service-provider/profile', sp.token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token, and a link works once', async () => {
    const sp = await signUp(t, 'provider');
    const wanted = uniqueEmail('new');
    expect((await update(sp, { email: wanted, current_password: sp.password })).statusCode).toBe(
      200,
    );
    const token = tokenOf(await linkSentTo(wanted));
    const rows = await t.db
      .selectFrom('email_changes')
      .selectAll()
      .where('account_id', '=', sp.user_ID)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('token_invalid');
  });

  it('expires a link 30 minutes after it was sent (by the injected clock)', async () => {
    const sp = await signUp(t, 'provider');
    const wanted = uniqueEmail('new');
    expect((await update(sp, { email: wanted, current_password: sp.password })).statusCode).toBe(
      200,
    );
    const token = tokenOf(await linkSentTo(wanted));
    offset += 31 * MINUTE;
    try {
      const late = await confirm(token);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.code).toBe('token_invalid');
    } finally {
      offset -= 31 * MINUTE;
    }
    // Back inside the window it would work: the expiry is what refused it.
    expect((await login(sp.email, sp.password)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('a newer request replaces the older link', async () => {
    const sp = await signUp(t, 'provider');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await update(sp, { email: first, current_password: sp.password });
    await update(sp, { email: second, current_password: sp.password });
    const firstToken = tokenOf(await linkSentTo(first));
    const secondToken = tokenOf(await linkSentTo(second));
    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await confirm(secondToken)).statusCode).toBe(200);
    expect((await login(second, sp.password)).statusCode).toBe(200);
  });

  it('a password reset after the request voids the link', async () => {
    const sp = await signUp(t, 'provider');
    const wanted = uniqueEmail('new');
    await update(sp, { email: wanted, current_password: sp.password });
    const token = tokenOf(await linkSentTo(wanted));
    expect((await post(t, '/api/forgotpassword', { email: sp.email })).statusCode).toBe(200);
    await expect.poll(() => mailsTo(sp.email).length).toBe(2);
    const reset = resetLinkIn(mailsTo(sp.email)[1]?.raw ?? '');
    const newPassword = 'the owner took it back';
    const res = await post(t, '/api/resetpassword', {
      password: newPassword,
      token: reset.searchParams.get('token'),
      type: reset.searchParams.get('type'),
      user_id: reset.searchParams.get('user_id'),
    });
    expect(res.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await login(sp.email, newPassword)).statusCode).toBe(200);
    expect((await login(wanted, newPassword)).statusCode).toBe(401);
  });

  it('ending sessions (a logout raises the token version) leaves the link working', async () => {
    const sp = await signUp(t, 'provider');
    const wanted = uniqueEmail('new');
    await update(sp, { email: wanted, current_password: sp.password });
    const token = tokenOf(await linkSentTo(wanted));
    await t.db
      .updateTable('accounts')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', sp.user_ID)
      .execute();
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await login(wanted, sp.password)).statusCode).toBe(200);
  });

  it("keeps today's 409 for another account's email, and sends nothing", async () => {
    const sp = await signUp(t, 'provider');
    const other = await signUp(t, 'client');
    const res = await update(sp, { email: other.email, current_password: sp.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email already exists');
    expect(mailsTo(other.email)).toHaveLength(0);
  });

  it('answers 409 when the address was taken between the request and the link', async () => {
    const sp = await signUp(t, 'provider');
    const wanted = uniqueEmail('new');
    await update(sp, { email: wanted, current_password: sp.password });
    const token = tokenOf(await linkSentTo(wanted));
    const created = await post(t, '/api/register/client', {
      name: 'Someone Else',
      email: wanted,
      password: 'another long password',
      terms: true,
    });
    expect(created.statusCode).toBe(201);
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
    expect((await login(sp.email, sp.password)).statusCode).toBe(200);
  });

  it('needs no password when the email stays the same', async () => {
    const sp = await signUp(t, 'provider');
    const res = await update(sp, { firstName: 'Same Mail' });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Same Mail');
    expect(res.json().emailConfirmationSentTo).toBeUndefined();
  });

  it('answers 400 for a missing or made-up token', async () => {
    expect((await post(t, '/api/service-provider/confirm-email', {})).statusCode).toBe(400);
    expect((await confirm('')).statusCode).toBe(400);
    const made = await confirm('made-up');
    expect(made.statusCode).toBe(400);
    expect(made.json().error.code).toBe('token_invalid');
  });
});

describe('POST /api/service-provider/confirm-email limits', () => {
  it('answers 429 past the per-minute budget of one address', async () => {
    const braked = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await post(braked, '/api/service-provider/confirm-email', { token: 'x' });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await braked.close();
    }
  });
});
