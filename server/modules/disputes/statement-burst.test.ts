import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import { WRITE_BUDGETS } from '../../lib/write-budgets';
import { DAY, disputeHelpers } from '../../test/disputes';
import { get, send } from '../../test/factories';
import { readMail } from '../../test/mail-parts';
import type { User } from '../../test/marketplace';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EMAIL_OUTBOX_JOB } from '../email-notifications/email-outbox-job';

const MINUTE = 60_000;
const BURST = 100;
const STATEMENT_BUDGET = WRITE_BUDGETS['dispute-statements'].max;

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let now = new Date();
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { SMTP_URL: inbox.url, AUTH_RATE_LIMIT_PER_MINUTE: '10000', MESSAGE_DIGEST_MINUTES: '10' },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const { deal, openDispute } = disputeHelpers({
  t: () => t,
  admin: () => '',
  setNow: (next) => {
    now = next;
    return next;
  },
});

/** Moves the clock on and runs the outbox job then. */
async function later(ms: number) {
  now = new Date(now.getTime() + ms);
  expect(await t.app.jobs.runDue(EMAIL_OUTBOX_JOB)).toBe('ok');
}

async function statementMailsTo(user: User) {
  const { email } = await t.db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return inbox.received
    .filter((r) => r.to.includes(email))
    .map((r) => readMail(r.raw))
    .filter((m) => /statement/.test(m.subject));
}

describe('a burst of dispute statements (report N3)', () => {
  it(`accepts at most the budget of ${BURST} parallel statements; the other party gets one bell row and one email, and again none on a second delivery`, async () => {
    const { client, sp, requestId } = await deal();
    const opened = await openDispute(client, requestId);
    expect(opened.statusCode).toBe(200);
    const disputeId: number = opened.json().dispute_id;
    await later(MINUTE); // the "dispute opened" email goes out of the way
    const unreadBefore = (await get(t, '/api/notifications', sp.token)).json().unread;

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        send(t, 'POST', `/api/disputes/${disputeId}/statements`, client.token, {
          text: `spam ${i}`,
        }),
      ),
    );
    await t.app.dispatcher.idle();
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(STATEMENT_BUDGET);
    expect(refused).toHaveLength(BURST - accepted);
    for (const r of refused) {
      expect(r.json().error.code).toBe(ErrorCode.rateLimited);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await t.db
      .selectFrom('dispute_statements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dispute_id', '=', disputeId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(accepted);

    // The bell: one unread row about the dispute's statements, counting them all.
    const bell = (await get(t, '/api/notifications', sp.token)).json();
    const rows = bell.notifications.filter(
      (n: { kind: string }) => n.kind === 'dispute_statement',
    ) as { read: boolean; params: { count?: number }; message: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.read).toBe(false);
    expect(rows[0]?.params.count ?? 1).toBe(accepted);
    expect(bell.unread).toBe(unreadBefore + 1);

    // Email: one digest once the quiet period is over, none per statement.
    await later(MINUTE);
    await later(10 * MINUTE);
    await later(DAY);
    const mails = await statementMailsTo(sp);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`added ${accepted} statements to the dispute`);
    expect(await statementMailsTo(client)).toHaveLength(0);

    // Delivered again (a crash before the delivered mark): each event's key holds.
    const rowsOfSp = () =>
      Promise.all([
        t.db
          .selectFrom('notifications')
          .select(['notification_id', 'repeats', 'read_at'])
          .where('recipient_id', '=', sp.id)
          .orderBy('notification_id')
          .execute(),
        t.db
          .selectFrom('email_outbox')
          .select(['outbox_id', 'repeats', 'status'])
          .where('recipient_id', '=', sp.id)
          .orderBy('outbox_id')
          .execute(),
      ]);
    const before = await rowsOfSp();
    const again = await t.db
      .updateTable('domain_events')
      .set({ dispatched_at: null, done_channels: '', lease_until: new Date(0) })
      .where('type', '=', 'dispute.statement')
      .where('subject_id', '=', disputeId)
      .executeTakeFirst();
    expect(Number(again.numUpdatedRows)).toBe(accepted);
    expect(await t.app.dispatcher.sweep()).toBe(accepted);
    expect(await rowsOfSp()).toEqual(before);
    await later(DAY);
    expect(await statementMailsTo(sp)).toHaveLength(1);
  });
});
