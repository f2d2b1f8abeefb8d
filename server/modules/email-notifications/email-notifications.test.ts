import { describe, expect, it } from 'vitest';
import { emailScene, MINUTE } from '../../test/email-scene';
import { get, send } from '../../test/factories';
import type { ReadMail } from '../../test/mail-parts';
import { sendOffer } from '../../test/marketplace';

const s = emailScene();
const { later, mailsTo, say, digestsTo, outboxOf, scene } = s;

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
    const read = await send(s.t, 'PUT', `/api/chat-heads/${room}/read`, sp.token, {
      message_id: sent.message_id,
    });
    expect(read.statusCode).toBe(200);
    await later(10 * MINUTE);
    expect(await digestsTo(sp)).toHaveLength(0);
  });

  it('honours a turned-off preference: nothing is sent', async () => {
    const { client, sp, room, requestId } = await scene();
    const before = (await mailsTo(sp)).length;
    const defaults = await get(s.t, '/api/account/notification-settings', sp.token);
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
    const off = await send(s.t, 'PUT', '/api/account/notification-settings', sp.token, {
      messages: false,
      offers: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ messages: false, offers: false, orders: true });
    const queued = (await outboxOf(sp)).length;
    await say(client, room, 'Anyone there?');
    expect((await sendOffer(s.t, client, room, requestId, 1500)).statusCode).toBe(200);
    // Switched off when the events happened: nothing was even queued.
    expect(await outboxOf(sp)).toHaveLength(queued);
    await later(11 * MINUTE);
    expect((await mailsTo(sp)).length).toBe(before);
    // The bell still has them.
    const kinds = (await get(s.t, '/api/notifications', sp.token))
      .json()
      .notifications.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['message', 'offer']));
    // Turned off after it was queued: skipped when due.
    await send(s.t, 'PUT', '/api/account/notification-settings', sp.token, { messages: true });
    await say(client, room, 'Still there?');
    await send(s.t, 'PUT', '/api/account/notification-settings', sp.token, { messages: false });
    await later(11 * MINUTE);
    expect((await mailsTo(sp)).length).toBe(before);
    expect((await outboxOf(sp)).at(-1)).toMatchObject({ kind: 'message', status: 'skipped' });
  });

  it('writes in the language the reader has when it is sent, and the bell says it in it too', async () => {
    const { client, sp, room, requestId } = await scene();
    expect((await sendOffer(s.t, client, room, requestId, 1500)).statusCode).toBe(200);
    // Queued while the provider read English; switched to Urdu before it goes out.
    const urdu = await send(s.t, 'PUT', '/api/account/language', sp.token, { language: 'ur' });
    expect(urdu.statusCode).toBe(200);
    await later(MINUTE);
    const mail = (await mailsTo(sp)).at(-1);
    expect(mail?.subject).toBe('سروس ہب: Ayesha Khan نے سروس کی درخواست بھیجی');
    expect(mail?.text).toContain('السلام علیکم');
    expect(mail?.text).toContain('یہ ای میلز بند کریں:');
    expect(mail?.html).toContain('<html lang="ur" dir="rtl" ');
    const bell = (await get(s.t, '/api/notifications', sp.token)).json().notifications[0];
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
    expect((await sendOffer(s.t, client, room, requestId, 1500)).statusCode).toBe(200);
    await later(MINUTE);
    const mail = (await mailsTo(sp)).at(-1);
    const { service } = await s.t.db
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
    await s.t.db
      .updateTable('clients')
      .set({ name: '\u202Egnp.exe\u202C\u200Fابج\r\nBcc: attacker@evil.example' })
      .where('client_id', '=', client.id)
      .execute();
    expect((await sendOffer(s.t, client, room, requestId, 700)).statusCode).toBe(200);
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
    s.inbox.state.whileReceiving = async () => {
      expect((await say(client, room, 'Second question')).statusCode).toBe(200);
    };
    await later(11 * MINUTE);
    expect(s.inbox.state.whileReceiving).toBeUndefined();
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

  it('keeps showing the message of a notification stored before kinds had values', async () => {
    const { sp } = await scene();
    await s.t.db
      .insertInto('notifications')
      .values({
        recipient_id: sp.id,
        kind: 'invoice_paid',
        message: 'Your invoice for March 2025 is marked as paid',
        params: null,
        room: null,
      })
      .execute();
    const [first] = (await get(s.t, '/api/notifications', sp.token)).json().notifications;
    expect(first).toMatchObject({
      kind: 'invoice_paid',
      message: 'Your invoice for March 2025 is marked as paid',
      params: null,
    });
  });
});
