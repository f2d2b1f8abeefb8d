import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#contracts/errors';
import { WRITE_BUDGETS } from '../../lib/write-budgets';
import { DAY, disputeHelpers } from '../../test/disputes';
import { emailScene, MINUTE } from '../../test/email-scene';
import { get, send } from '../../test/factories';
import type { User } from '../../test/marketplace';

const BURST = 100;
const STATEMENT_BUDGET = WRITE_BUDGETS['dispute-statements'].max;

const s = emailScene();
const { later } = s;
const { deal, openDispute } = disputeHelpers({ t: () => s.t, admin: () => '', setNow: s.setNow });

const statementMailsTo = async (user: User) =>
  (await s.mailsTo(user)).filter((m) => /statement/.test(m.subject));

describe('a burst of dispute statements (report N3)', () => {
  it(`accepts at most the budget of ${BURST} parallel statements; the other party gets one bell row and one email, and again none on a second delivery`, async () => {
    const { client, sp, requestId } = await deal();
    const opened = await openDispute(client, requestId);
    expect(opened.statusCode).toBe(200);
    const disputeId: number = opened.json().dispute_id;
    await later(MINUTE); // the "dispute opened" email goes out of the way
    const unreadBefore = (await get(s.t, '/api/notifications', sp.token)).json().unread;

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        send(s.t, 'POST', `/api/disputes/${disputeId}/statements`, client.token, {
          text: `spam ${i}`,
        }),
      ),
    );
    await s.t.app.dispatcher.idle();
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(STATEMENT_BUDGET);
    expect(refused).toHaveLength(BURST - accepted);
    for (const r of refused) {
      expect(r.json().error.code).toBe(ErrorCode.rateLimited);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await s.t.db
      .selectFrom('dispute_statements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dispute_id', '=', disputeId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(accepted);

    // The bell: one unread row about the dispute's statements, counting them all.
    const bell = (await get(s.t, '/api/notifications', sp.token)).json();
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
        s.t.db
          .selectFrom('notifications')
          .select(['notification_id', 'repeats', 'read_at'])
          .where('recipient_id', '=', sp.id)
          .orderBy('notification_id')
          .execute(),
        s.t.db
          .selectFrom('email_outbox')
          .select(['outbox_id', 'repeats', 'status'])
          .where('recipient_id', '=', sp.id)
          .orderBy('outbox_id')
          .execute(),
      ]);
    const before = await rowsOfSp();
    const again = await s.t.db
      .updateTable('domain_events')
      .set({ dispatched_at: null, done_channels: '', lease_until: new Date(0) })
      .where('type', '=', 'dispute.statement')
      .where('subject_id', '=', disputeId)
      .executeTakeFirst();
    expect(Number(again.numUpdatedRows)).toBe(accepted);
    expect(await s.t.app.dispatcher.sweep()).toBe(accepted);
    expect(await rowsOfSp()).toEqual(before);
    await later(DAY);
    expect(await statementMailsTo(sp)).toHaveLength(1);
  });
});
