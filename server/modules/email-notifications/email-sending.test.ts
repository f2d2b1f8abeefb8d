import { describe, expect, it } from 'vitest';
import { emailScene, MINUTE, tokenIn } from '../../test/email-scene';
import { get, post, send } from '../../test/factories';
import type { ReadMail } from '../../test/mail-parts';
import { sendOffer } from '../../test/marketplace';
import * as outbox from './email-notifications.repo';
import { MAX_ATTEMPTS } from './email-sending';

const s = emailScene();
const { later, mailsTo, outboxOf, scene } = s;

/** Sending the queued emails: retries, giving up, one sender at a time, the unsubscribe link. */
describe('email sending', () => {
  it('retries a failed send with a backoff until it goes through', async () => {
    const { client, sp, room, requestId } = await scene();
    const before = (await mailsTo(sp)).length;
    s.inbox.state.failing = true;
    try {
      expect((await sendOffer(s.t, client, room, requestId, 900)).statusCode).toBe(200);
      await later(MINUTE);
      const row = await s.t.db
        .selectFrom('email_outbox')
        .select(['status', 'attempts', 'last_error', 'send_after'])
        .where('recipient_id', '=', sp.id)
        .where('kind', '=', 'offer')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/busy/i);
      expect(row.send_after.getTime()).toBe(s.now().getTime() + MINUTE);
      await later(MINUTE);
      expect((await mailsTo(sp)).length).toBe(before);
    } finally {
      s.inbox.state.failing = false;
    }
    // Second failure: waits 2 minutes.
    await later(MINUTE);
    expect((await mailsTo(sp)).length).toBe(before);
    await later(MINUTE);
    const mails = await mailsTo(sp);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toBe('ServiceHub: Ayesha Khan sent a service request');
    const row = await s.t.db
      .selectFrom('email_outbox')
      .select(['status', 'attempts'])
      .where('recipient_id', '=', sp.id)
      .where('kind', '=', 'offer')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 3 });
  });

  it('turns a group off by the email’s link, without login; the token is no login', async () => {
    const { client, sp, room, requestId } = await scene();
    expect((await sendOffer(s.t, client, room, requestId, 1200)).statusCode).toBe(200);
    await later(MINUTE);
    const mail = (await mailsTo(sp)).at(-1) as ReadMail;
    expect(mail.subject).toBe('ServiceHub: Ayesha Khan sent a service request');
    const token = tokenIn(mail);

    // Not a session: refused by every signed-in route.
    expect((await get(s.t, '/api/notifications', token)).statusCode).toBe(401);
    expect((await get(s.t, '/api/account/notification-settings', token)).statusCode).toBe(401);
    expect((await get(s.t, `/api/verify-serviceprovider`, token)).statusCode).toBe(401);

    const state = await get(s.t, `/api/email-unsubscribe?token=${encodeURIComponent(token)}`);
    expect(state.json()).toEqual({ group: 'offers', email: true });
    const done = await post(s.t, '/api/email-unsubscribe', { token });
    expect([done.statusCode, done.json()]).toEqual([200, { group: 'offers', email: false }]);
    const settings = (await get(s.t, '/api/account/notification-settings', sp.token)).json();
    expect(settings).toMatchObject({ offers: false, messages: true });

    // A tampered token, or one signed as a session, is refused.
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await post(s.t, '/api/email-unsubscribe', { token: tampered })).statusCode).toBe(400);
    expect((await post(s.t, '/api/email-unsubscribe', { token: sp.token })).statusCode).toBe(400);

    // Mail programs' one-click POST (RFC 8058) does the same.
    await send(s.t, 'PUT', '/api/account/notification-settings', sp.token, { offers: true });
    const oneClick = await s.t.app.inject({
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
    await sendOffer(s.t, client, room, requestId, 1300);
    await later(MINUTE);
    expect((await mailsTo(sp)).length).toBe(count);
  });

  it('gives a failed send up after MAX_ATTEMPTS tries, and tries it no more', async () => {
    const { client, sp, room, requestId } = await scene();
    s.inbox.state.failing = true;
    try {
      expect((await sendOffer(s.t, client, room, requestId, 700)).statusCode).toBe(200);
      // The waits double from one minute: 16 minutes covers each of them.
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await later(16 * MINUTE);
    } finally {
      s.inbox.state.failing = false;
    }
    const [row] = (await outboxOf(sp)).filter((r) => r.kind === 'offer');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await later(16 * MINUTE);
    expect((await outboxOf(sp)).filter((r) => r.kind === 'offer')).toEqual([row]);
  });

  it('a due email is taken by one sender only, when two look at once', async () => {
    const { client, sp, room, requestId } = await scene();
    expect((await sendOffer(s.t, client, room, requestId, 800)).statusCode).toBe(200);
    const [row] = (await outboxOf(sp)).filter((r) => r.status === 'pending');
    if (!row) throw new Error('no email queued');
    const until = new Date(s.now().getTime() + 10 * MINUTE);
    const taken = await Promise.all([
      outbox.claim(s.t.db, row.outbox_id, s.now(), until),
      outbox.claim(s.t.db, row.outbox_id, s.now(), until),
    ]);
    expect(taken.sort()).toEqual([false, true]);
    // The one that took it holds it: a run now finds nothing due.
    const sent = (await mailsTo(sp)).length;
    await later(MINUTE);
    expect((await mailsTo(sp)).length).toBe(sent);
  });
});
