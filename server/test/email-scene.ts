import { afterAll, beforeAll, expect } from 'vitest';
import { EMAIL_OUTBOX_JOB } from '../modules/email-notifications/email-outbox-job';
import { post } from './factories';
import { type ReadMail, readMail } from './mail-parts';
import { chatAboutRequest, type User } from './marketplace';
import { startSmtpInbox } from './smtp-inbox';
import { createTestApp, type TestApp } from './test-app';

export const MINUTE = 60_000;

/**
 * The email tests' setting: an app that mails a local SMTP inbox, on a clock the test moves,
 * with 10-minute message digests; and what those tests read of it. Its hooks open it before the
 * file's tests and close it after them, so each file that calls it has its own.
 */
export function emailScene() {
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

  /** A client and a provider chatting about the client's request, an hour on. */
  async function scene() {
    now = new Date(now.getTime() + 60 * MINUTE);
    const s = await chatAboutRequest(t);
    // The provider's email about the new request goes out first, out of the way (the dispatcher
    // queues it after the request's answer: a fan-out does not hold up the client).
    await t.app.dispatcher.idle();
    await later(MINUTE);
    return s;
  }

  return {
    get t() {
      return t;
    },
    get inbox() {
      return inbox;
    },
    now: () => now,
    /** Sets the clock (the dispute helpers move it); answers the new time. */
    setNow: (next: Date) => {
      now = next;
      return next;
    },
    later,
    mailsTo,
    scene,
    say: (user: User, room: string, text: string) =>
      post(t, '/api/saveMessage', { room, message_text: text }, user.token),
    digestsTo: async (user: User) =>
      (await mailsTo(user)).filter((m) => / unread messages? from /.test(m.subject)),
    outboxOf: (user: User) =>
      t.db
        .selectFrom('email_outbox')
        .select(['outbox_id', 'kind', 'status', 'attempts'])
        .where('recipient_id', '=', user.id)
        .orderBy('outbox_id')
        .execute(),
  };
}

/** The unsubscribe link's token in a received email. */
export function tokenIn(mail: ReadMail): string {
  const link = /https:\/\/servicehub\.example\/unsubscribe\?token=([\w.%-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return decodeURIComponent(link[1]);
}
