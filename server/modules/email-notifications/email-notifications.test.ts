import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send } from '../../test/factories';
import { type ReadMail, readMail } from '../../test/mail-parts';
import { chatAboutRequest, sendOffer, type User } from '../../test/marketplace';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as outbox from './email-notifications.repo';
import { EMAIL_OUTBOX_JOB } from './email-outbox-job';
import { MAX_ATTEMPTS } from './email-sending';

const MINUTE = 60_000;

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let now = new Date();
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    {
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://servicehub.example',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      MESSAGE_DIGEST_MINUTES: '10',
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** Moves the clock on and runs the outbox job at that moment (each run in a period of its own). */
async function later(ms: number) {
  now = new Date(now.getTime() + ms);
  expect(await t.app.jobs.runDue(EMAIL_OUTBOX_JOB)).toBe('ok');
}

const emailOf = async (user: User) =>
  (
    await t.db
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
  ).email;

/** What `user` has received so far. */
async function mailsTo(user: User): Promise<ReadMail[]> {
  const address = await emailOf(user);
  return inbox.received.filter((r) => r.to.includes(address)).map((r) => readMail(r.raw));
}

const say = (user: User, room: string, text: string) =>
  post(t, '/api/saveMessage', { room, message_text: text }, user.token);

const digestsTo = async (user: User) =>
  (await mailsTo(user)).filter((m) => / unread messages? from /.test(m.subject));

/** The unsubscribe link's token in a received email. */
function tokenIn(mail: ReadMail): string {
  const link = /https:\/\/servicehub\.example\/unsubscribe\?token=([\w.%-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return decodeURIComponent(link[1]);
}

const outboxOf = (user: User) =>
  t.db
    .selectFrom('email_outbox')
    .select(['outbox_id', 'kind', 'status', 'attempts'])
    .where('recipient_id', '=', user.id)
    .orderBy('outbox_id')
    .execute();

async function scene() {
  now = new Date(now.getTime() + 60 * MINUTE);
  const s = await chatAboutRequest(t);
  // The provider's email about the new request goes out first, out of the way (the dispatcher
  // queues it after the request's answer: a fan-out does not hold up the client).
  await t.app.dispatcher.idle();
  await later(MINUTE);
  return s;
}

describe('email notifications', () => {
  it('sends a chat’s unread messages as one digest after MESSAGE_DIGEST_MINUTES', async () => {
    const { client, sp, room } = await scene();
    for (const text of ['Can you come today?', 'The tap is dripping', 'I am home after 5']) {
      expect((await say(client, room, text)).statusCode).toBe(200);
      await later(MINUTE);
    }
    // Still inside the quiet period: nothing yet.
    await later(5 * MINUTE);
    expect(await digestsTo(sp)).toHaveLength(0);
    await later(3 * MINUTE);
    const digests = await digestsTo(sp);
    expect(digests).toHaveLength(1);
    const [digest] = digests as [ReadMail];
    expect(digest.subject).toBe('ServiceHub: 3 unread messages from Ayesha Khan');
    expect(digest.text).toContain('You have messages from \u2068Ayesha Khan\u2069 on ServiceHub');
    for (const text of ['Can you come today?', 'The tap is dripping', 'I am home after 5'])
      expect(digest.text).toContain(`> ${text}`);
    expect(digest.text).toContain(
      `Read and answer: https://servicehub.example/Spchat?room=${encodeURIComponent(room)}`,
    );
    expect(digest.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/servicehub\.example\/api\/email-unsubscribe\/one-click\?token=.+>$/,
    );
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The client sent nothing it has not read: no digest for it.
    expect(await digestsTo(client)).toHaveLength(0);

    // Later messages start a new period: again one email for both.
    await say(client, room, 'Are you coming?');
    await later(MINUTE);
    await say(client, room, 'Please answer');
    await later(10 * MINUTE);
    const after = await digestsTo(sp);
    expect(after).toHaveLength(2);
    // Everything still unread is listed (the provider read nothing).
    expect(after[1]?.subject).toBe('ServiceHub: 5 unread messages from Ayesha Khan');
  });

  it('sends no digest when the messages were read meanwhile', async () => {
    const { client, sp, room } = await scene();
    const sent = (await say(client, room, 'Hello?')).json();
    await later(2 * MINUTE);
    const read = await send(t, 'PUT', `/api/chat-heads/${room}/read`, sp.token, {
      message_id: sent.message_id,
    });
    expect(read.statusCode).toBe(200);
    await later(10 * MINUTE);
    expect(await digestsTo(sp)).toHaveLength(0);
  });

  it('honours a turned-off preference: nothing is sent', async () => {
    const { client, sp, room, requestId } = await scene();
    const before = (await mailsTo(sp)).length;
    const defaults = await get(t, '/api/account/notification-settings', sp.token);
    expect(defaults.json()).toEqual({
      new_jobs: true,
      messages: true,
      offers: true,
      offer_answers: true,
      orders: true,
      billing: true,
      account: true,
      digest_minutes: 10,
    });
    const off = await send(t, 'PUT', '/api/account/notification-settings', sp.token, {
      messages: false,
      offers: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ messages: false, offers: false, orders: true });
    const queued = (await outboxOf(sp)).length;
    await say(client, room, 'Anyone there?');
    expect((await sendOffer(t, client, room, requestId, 1500)).statusCode).toBe(200);
    // Switched off when the events happened: nothing was even queued.
    expect(await outboxOf(sp)).toHaveLength(queued);
    await later(11 * MINUTE);
    expect((await mailsTo(sp)).length).toBe(before);
    // The bell still has them.
    const kinds = (await get(t, '/api/notifications', sp.token))
      .json()
      .notifications.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['message', 'offer']));
    // Turned off after it was queued: skipped when due.
    await send(t, 'PUT', '/api/account/notification-settings', sp.token, { messages: true });
    await say(client, room, 'Still there?');
    await send(t, 'PUT', '/api/account/notification-settings', sp.token, { messages: false });
    await later(11 * MINUTE);
    expect((await mailsTo(sp)).length).toBe(before);
    expect((await outboxOf(sp)).at(-1)).toMatchObject({ kind: 'message', status: 'skipped' });
  });

  it('writes in the language the reader has when it is sent, and the bell says it in it too', async () => {
    const { client, sp, room, requestId } = await scene();
    expect((await sendOffer(t, client, room, requestId, 1500)).statusCode).toBe(200);
    // Queued while the provider read English; switched to Urdu before it goes out.
    const urdu = await send(t, 'PUT', '/api/account/language', sp.token, { language: 'ur' });
    expect(urdu.statusCode).toBe(200);
    await later(MINUTE);
    const mail = (await mailsTo(sp)).at(-1);
    expect(mail?.subject).toBe('سروس ہب: Ayesha Khan نے سروس کی درخواست بھیجی');
    expect(mail?.text).toContain('السلام علیکم');
    expect(mail?.text).toContain('یہ ای میلز بند کریں:');
    expect(mail?.html).toContain('<html lang="ur" dir="rtl" ');
    const bell = (await get(t, '/api/notifications', sp.token)).json().notifications[0];
    expect(bell).toMatchObject({
      kind: 'offer',
      // The name isolated: its left-to-right run keeps its place in the Urdu sentence.
      message: '\u2068Ayesha Khan\u2069 نے سروس کی درخواست بھیجی',
      params: { name: 'Ayesha Khan' },
    });
    // The client reads English: its digest is in English.
    await say(sp, room, 'جی، میں آج آ سکتا ہوں');
    await later(11 * MINUTE);
    const digest = (await digestsTo(client)).at(-1);
    expect(digest?.subject).toBe('ServiceHub: 1 unread message from Bilal Raza');
    expect(digest?.text).toContain('> جی، میں آج آ سکتا ہوں');
  });

  it('greets the reader by name and names the offer’s service, request number and price (decision 0060)', async () => {
    const { client, sp, room, requestId } = await scene();
    expect((await sendOffer(t, client, room, requestId, 1500)).statusCode).toBe(200);
    await later(MINUTE);
    const mail = (await mailsTo(sp)).at(-1);
    const { service } = await t.db
      .selectFrom('service_requests as r')
      .innerJoin('services as sv', 'sv.service_id', 'r.service_id')
      .select('sv.name as service')
      .where('r.request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    // Mail lines end in CRLF on the wire.
    const text = mail?.text.replace(/\r\n/g, '\n') ?? '';
    expect(text.startsWith('Hello \u2068Bilal\u2069,\n')).toBe(true);
    expect(text).toContain(`Service: ${service}\nRequest number: ${requestId}\n`);
    expect(text).toMatch(/\nPrice: Rs\s?1,500\.00\n/);
    expect(mail?.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(mail?.html).toContain('src="https://servicehub.example/images/logo.png"');
  });

  it('writes a name stored before the rule with no override or line break in the subject', async () => {
    const { client, sp, room, requestId } = await scene();
    await t.db
      .updateTable('clients')
      .set({ name: '\u202Egnp.exe\u202C\u200Fابج\r\nBcc: attacker@evil.example' })
      .where('client_id', '=', client.id)
      .execute();
    expect((await sendOffer(t, client, room, requestId, 700)).statusCode).toBe(200);
    await later(MINUTE);
    const mail = (await mailsTo(sp)).at(-1) as ReadMail;
    expect(mail.subject).toBe(
      'ServiceHub: gnp.exeابج Bcc: attacker@evil.example sent a service request',
    );
    expect(mail.subject).not.toMatch(/[\u202A-\u202E\u2066-\u2069\r\n]/);
    // In the body the name is isolated, its override dropped.
    expect(mail.text).toContain('\u2068gnp.exe\u200Fابج');
    expect(mail.text).not.toContain('\u202E');
  });

  it('retries a failed send with a backoff until it goes through', async () => {
    const { client, sp, room, requestId } = await scene();
    const before = (await mailsTo(sp)).length;
    inbox.state.failing = true;
    try {
      expect((await sendOffer(t, client, room, requestId, 900)).statusCode).toBe(200);
      await later(MINUTE);
      const row = await t.db
        .selectFrom('email_outbox')
        .select(['status', 'attempts', 'last_error', 'send_after'])
        .where('recipient_id', '=', sp.id)
        .where('kind', '=', 'offer')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/busy/i);
      expect(row.send_after.getTime()).toBe(now.getTime() + MINUTE);
      await later(MINUTE);
      expect((await mailsTo(sp)).length).toBe(before);
    } finally {
      inbox.state.failing = false;
    }
    // Second failure: waits 2 minutes.
    await later(MINUTE);
    expect((await mailsTo(sp)).length).toBe(before);
    await later(MINUTE);
    const mails = await mailsTo(sp);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toBe('ServiceHub: Ayesha Khan sent a service request');
    const row = await t.db
      .selectFrom('email_outbox')
      .select(['status', 'attempts'])
      .where('recipient_id', '=', sp.id)
      .where('kind', '=', 'offer')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 3 });
  });

  it('turns a group off by the email’s link, without login; the token is no login', async () => {
    const { client, sp, room, requestId } = await scene();
    expect((await sendOffer(t, client, room, requestId, 1200)).statusCode).toBe(200);
    await later(MINUTE);
    const mail = (await mailsTo(sp)).at(-1) as ReadMail;
    expect(mail.subject).toBe('ServiceHub: Ayesha Khan sent a service request');
    const token = tokenIn(mail);

    // Not a session: refused by every signed-in route.
    expect((await get(t, '/api/notifications', token)).statusCode).toBe(401);
    expect((await get(t, '/api/account/notification-settings', token)).statusCode).toBe(401);
    expect((await get(t, `/api/verify-serviceprovider`, token)).statusCode).toBe(401);

    const state = await get(t, `/api/email-unsubscribe?token=${encodeURIComponent(token)}`);
    expect(state.json()).toEqual({ group: 'offers', email: true });
    const done = await post(t, '/api/email-unsubscribe', { token });
    expect([done.statusCode, done.json()]).toEqual([200, { group: 'offers', email: false }]);
    const settings = (await get(t, '/api/account/notification-settings', sp.token)).json();
    expect(settings).toMatchObject({ offers: false, messages: true });

    // A tampered token, or one signed as a session, is refused.
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await post(t, '/api/email-unsubscribe', { token: tampered })).statusCode).toBe(400);
    expect((await post(t, '/api/email-unsubscribe', { token: sp.token })).statusCode).toBe(400);

    // Mail programs' one-click POST (RFC 8058) does the same.
    await send(t, 'PUT', '/api/account/notification-settings', sp.token, { offers: true });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/email-unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.statusCode, oneClick.json()]).toEqual([
      200,
      { group: 'offers', email: false },
    ]);

    // Now an offer sends no email.
    const count = (await mailsTo(sp)).length;
    await sendOffer(t, client, room, requestId, 1300);
    await later(MINUTE);
    expect((await mailsTo(sp)).length).toBe(count);
  });

  it('gives a failed send up after MAX_ATTEMPTS tries, and tries it no more', async () => {
    const { client, sp, room, requestId } = await scene();
    inbox.state.failing = true;
    try {
      expect((await sendOffer(t, client, room, requestId, 700)).statusCode).toBe(200);
      // The waits double from one minute: 16 minutes covers each of them.
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await later(16 * MINUTE);
    } finally {
      inbox.state.failing = false;
    }
    const [row] = (await outboxOf(sp)).filter((r) => r.kind === 'offer');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await later(16 * MINUTE);
    expect((await outboxOf(sp)).filter((r) => r.kind === 'offer')).toEqual([row]);
  });

  it('quotes the newest ten of many unread messages and counts the earlier ones', async () => {
    const { client, sp, room } = await scene();
    for (let i = 1; i <= 13; i++) await say(client, room, `Message number ${i}`);
    await later(11 * MINUTE);
    const digest = (await digestsTo(sp)).at(-1) as ReadMail;
    expect(digest.subject).toBe('ServiceHub: 13 unread messages from Ayesha Khan');
    const quoted = digest.text.split(/\r?\n/).filter((line) => line.startsWith('> '));
    expect(quoted).toEqual(Array.from({ length: 10 }, (_, i) => `> Message number ${i + 4}`));
    expect(digest.text).toContain('These are the newest; 3 earlier ones are in the chat.');
  });

  it('a message that comes while its chat’s digest is being sent gets the next digest', async () => {
    const { client, sp, room } = await scene();
    await say(client, room, 'First question');
    inbox.state.whileReceiving = async () => {
      expect((await say(client, room, 'Second question')).statusCode).toBe(200);
    };
    await later(11 * MINUTE);
    expect(inbox.state.whileReceiving).toBeUndefined();
    const first = (await digestsTo(sp)).at(-1) as ReadMail;
    expect(first.subject).toBe('ServiceHub: 1 unread message from Ayesha Khan');
    expect(first.text).not.toContain('Second question');
    // One quiet period later, the next digest lists it (both are still unread).
    await later(5 * MINUTE);
    expect(await digestsTo(sp)).toHaveLength(1);
    await later(6 * MINUTE);
    const digests = await digestsTo(sp);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.subject).toBe('ServiceHub: 2 unread messages from Ayesha Khan');
    expect(digests[1]?.text).toContain('> Second question');
  });

  it('a due email is taken by one sender only, when two look at once', async () => {
    const { client, sp, room, requestId } = await scene();
    expect((await sendOffer(t, client, room, requestId, 800)).statusCode).toBe(200);
    const [row] = (await outboxOf(sp)).filter((r) => r.status === 'pending');
    if (!row) throw new Error('no email queued');
    const until = new Date(now.getTime() + 10 * MINUTE);
    const taken = await Promise.all([
      outbox.claim(t.db, row.outbox_id, now, until),
      outbox.claim(t.db, row.outbox_id, now, until),
    ]);
    expect(taken.sort()).toEqual([false, true]);
    // The one that took it holds it: a run now finds nothing due.
    const sent = (await mailsTo(sp)).length;
    await later(MINUTE);
    expect((await mailsTo(sp)).length).toBe(sent);
  });

  it('keeps showing the message of a notification stored before kinds had values', async () => {
    const { sp } = await scene();
    await t.db
      .insertInto('notifications')
      .values({
        recipient_id: sp.id,
        kind: 'invoice_paid',
        message: 'Your invoice for March 2025 is marked as paid',
        params: null,
        room: null,
      })
      .execute();
    const [first] = (await get(t, '/api/notifications', sp.token)).json().notifications;
    expect(first).toMatchObject({
      kind: 'invoice_paid',
      message: 'Your invoice for March 2025 is marked as paid',
      params: null,
    });
  });
});
