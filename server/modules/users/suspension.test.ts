import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import { textOf } from '../../lib/i18n';
import { adminEnv, adminToken, get, post, signUp } from '../../test/factories';
import { readMail } from '../../test/mail-parts';
import {
  accept,
  feedOf,
  fileRequest,
  LAHORE,
  LEAK_REPAIR,
  newClient,
  newProvider,
  openChat,
  sendOffer,
} from '../../test/marketplace';
import { seedAccount } from '../../test/seeded-users';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let url = '';
const sockets = socketClients(() => url);
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    ...adminEnv,
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://market.example',
    WRITE_BUDGET_SCALE: '1000',
  });
  admin = await adminToken(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
  await inbox.close();
});

const suspend = (id: number, reason = 'fraud', note = '') =>
  post(t, `/api/admin/users/${id}/suspend`, { reason, note }, admin);
const reinstate = (id: number, note = '') =>
  post(t, `/api/admin/users/${id}/reinstate`, { note }, admin);

/** The refusal a suspended account gets: 403, its code, its reason's words. */
function expectSuspended(res: { statusCode: number; json: () => unknown }, reason = 'fraud') {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({
    error: { code: ErrorCode.accountSuspended, key: `users.refusal.${reason}`, params: { reason } },
  });
}

/** The next mail to `email`, read. */
async function nextMailTo(email: string, before: number) {
  await expect
    .poll(() => inbox.received.slice(before).some((m) => m.to.includes(email)))
    .toBe(true);
  const mail = inbox.received.slice(before).find((m) => m.to.includes(email));
  return readMail(mail?.raw ?? '');
}

const listed = async (spId: number) => {
  const res = await get(t, `/api/providers?city_id=${LAHORE}&service_id=${LEAK_REPAIR}&limit=100`);
  const all = await get(t, `/api/providers?limit=100&city_id=${LAHORE}`);
  const ids = (r: typeof res) =>
    (r.json() as { items: { sp_id: number }[] }).items.map((p) => p.sp_id);
  return { byService: ids(res).includes(spId), everyService: ids(all).includes(spId) };
};

describe('a suspended account cannot sign in', () => {
  it('is refused at login with its reason, with a trusted device too, and comes back when reinstated', async () => {
    const user = await signUp(t, 'client');
    const login = { email: user.email, password: user.password };
    const device = (await post(t, '/api/login', login)).json().device_token as string;
    expect((await suspend(user.user_ID, 'abuse')).statusCode).toBe(200);

    const refused = await post(t, '/api/login', login);
    expectSuspended(refused, 'abuse');
    expect(refused.json().error.message).toContain('suspended for abusive behaviour');
    expectSuspended(await post(t, '/api/login', { ...login, device_token: device }), 'abuse');
    // The wrong password is still just wrong: the suspension is told to the owner only.
    expect(
      (await post(t, '/api/login', { ...login, password: 'not the password' })).statusCode,
    ).toBe(401);

    expect((await reinstate(user.user_ID)).statusCode).toBe(200);
    expect((await post(t, '/api/login', login)).statusCode).toBe(200);
  });

  it('names its words by key, which the app says in the reader’s language', async () => {
    const user = await signUp(t, 'provider');
    await suspend(user.user_ID, 'no_shows');
    const res = await post(t, '/api/login', { email: user.email, password: user.password });
    expectSuspended(res, 'no_shows');
    expect(textOf('ur', res.json().error.key)).toBe(
      'یہ اکاؤنٹ کام قبول کر کے نہ کرنے کی وجہ سے معطل ہے۔ اگر آپ کے خیال میں یہ غلطی ہے تو ہماری بھیجی ہوئی ای میل کا جواب دیں۔',
    );
  });

  it('is refused with a one-time sign-in code asked before the suspension', async () => {
    const user = await signUp(t, 'client');
    const before = inbox.received.length;
    expect((await post(t, '/api/login/code', { email: user.email })).statusCode).toBe(200);
    const mail = await nextMailTo(user.email, before);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await suspend(user.user_ID);
    const res = await post(t, '/api/login', {
      email: user.email,
      password: user.password,
      login_code: code,
    });
    expectSuspended(res);
  });
});

describe('an open session of a suspended account', () => {
  it('is refused at its next request, told why, and works again once reinstated', async () => {
    const client = await newClient(t);
    expect((await get(t, '/api/verify-client', client.token)).statusCode).toBe(200);
    await suspend(client.id, 'fake_identity');
    expectSuspended(await get(t, '/api/verify-client', client.token), 'fake_identity');
    expectSuspended(await get(t, '/api/notifications', client.token), 'fake_identity');
    await reinstate(client.id);
    expect((await get(t, '/api/verify-client', client.token)).statusCode).toBe(200);
  });

  it('has its sockets closed at once, and cannot open another', async () => {
    const provider = await newProvider(t);
    const socket = await sockets.open(provider.token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await suspend(provider.id);
    expect(await closed).toBe('io server disconnect');
    await expect(sockets.open(provider.token)).rejects.toMatchObject({
      data: { code: ErrorCode.accountSuspended },
    });
    await reinstate(provider.id);
    const again = await sockets.open(provider.token);
    expect(again.connected).toBe(true);
  });
});

describe('a suspended account leaves what others see', () => {
  it('takes a provider out of the directory, its count and its public photo rule, and back', async () => {
    const provider = await newProvider(t);
    expect(await listed(provider.id)).toEqual({ byService: true, everyService: true });
    const count = async () =>
      (await get(t, `/api/providers/count?city_id=${LAHORE}&service_id=${LEAK_REPAIR}`)).json()
        .count as number;
    const before = await count();
    await suspend(provider.id);
    expect(await listed(provider.id)).toEqual({ byService: false, everyService: false });
    expect(await count()).toBe(before - 1);
    await reinstate(provider.id);
    expect(await listed(provider.id)).toEqual({ byService: true, everyService: true });
    expect(await count()).toBe(before);
  });

  it("hides a provider's profile and portfolio from a client's view, and back", async () => {
    const provider = await newProvider(t);
    const client = await newClient(t);
    const statuses = async () => [
      (await get(t, `/api/client/viewSPprofile?sp_id=${provider.id}`, client.token)).statusCode,
      (await get(t, `/api/providers/${provider.id}/portfolio`, client.token)).statusCode,
    ];
    expect(await statuses()).toEqual([200, 200]);
    await suspend(provider.id);
    expect(await statuses()).toEqual([404, 404]);
    await reinstate(provider.id);
    expect(await statuses()).toEqual([200, 200]);
  });

  it("refuses an offer's acceptance with a suspended client, and takes it once reinstated", async () => {
    const client = await newClient(t);
    const provider = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, provider, client, requestId);
    const offer = await sendOffer(t, client, room, requestId, 1500);
    expect(offer.statusCode).toBe(200);
    await suspend(client.id);
    const refused = await accept(t, provider, client, requestId, { price: 1500 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.otherSuspended);
    await reinstate(client.id);
    expect((await accept(t, provider, client, requestId, { price: 1500 })).statusCode).toBe(200);
  });

  it("takes a client's open requests out of the providers' feeds, and back", async () => {
    const client = await newClient(t);
    const provider = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const inFeed = async () =>
      (await feedOf(t, provider)).requests.some((r) => r.request_id === requestId);
    expect(await inFeed()).toBe(true);
    await suspend(client.id);
    expect(await inFeed()).toBe(false);
    await reinstate(client.id);
    expect(await inFeed()).toBe(true);
  });
});

describe('the person is told by email', () => {
  it('in their language, with the reason and the note, when suspended and when reinstated', async () => {
    const urdu = await seedAccount(t, 'provider', 'ur');
    const english = await seedAccount(t, 'client', 'en');
    let before = inbox.received.length;
    await suspend(urdu.id, 'off_platform_payment', 'Cash taken on job 12');
    const ur = await nextMailTo(urdu.email, before);
    expect(ur.subject).toBe('آپ کا ServiceHub اکاؤنٹ معطل کر دیا گیا ہے');
    expect(ur.text).toContain('ServiceHub سے باہر ادائیگی لینا');
    expect(ur.text).toContain('Cash taken on job 12');

    before = inbox.received.length;
    await suspend(english.id, 'fraud');
    const en = await nextMailTo(english.email, before);
    expect(en.subject).toBe('Your ServiceHub account is suspended');
    expect(en.text).toContain('The reason: Fraud or a scam.');

    before = inbox.received.length;
    await reinstate(urdu.id, 'Resolved');
    const back = await nextMailTo(urdu.email, before);
    expect(back.subject).toBe('آپ کا ServiceHub اکاؤنٹ دوبارہ فعال ہے');
    expect(back.text).toContain('https://market.example/Login');
  });
});

describe('each change writes its audit row, once', () => {
  it('records suspend and reinstate by the admin; a repeat is a 409 and writes none', async () => {
    const client = await newClient(t);
    await suspend(client.id, 'other', 'Spam');
    const again = await suspend(client.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.userAlreadySuspended);
    await reinstate(client.id, 'Appeal accepted');
    const notSuspended = await reinstate(client.id);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().error.code).toBe(ErrorCode.userNotSuspended);
    const rows = await t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'before', 'after'])
      .where('target_entity', '=', 'account')
      .where('target_id', '=', String(client.id))
      .orderBy('audit_id')
      .execute();
    expect(rows).toEqual([
      {
        action: 'account.suspend',
        before: { suspended: false },
        after: { suspended: true, reason: 'other', note: 'Spam' },
      },
      {
        action: 'account.reinstate',
        before: { suspended: true, reason: 'other', note: 'Spam' },
        after: { suspended: false, note: 'Appeal accepted' },
      },
    ]);
  });

  it('never acts on an admin: an id no client or provider holds is 404 and changes nothing', async () => {
    const { admin_id } = await t.db
      .selectFrom('admins')
      .select('admin_id')
      .executeTakeFirstOrThrow();
    const free = 2_000_000_000 - admin_id;
    expect((await suspend(free)).statusCode).toBe(404);
    expect(
      await t.db
        .selectFrom('account_suspensions')
        .select('account_id')
        .where('account_id', '=', free)
        .execute(),
    ).toEqual([]);
  });
});
