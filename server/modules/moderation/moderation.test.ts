import { describe, expect, it } from 'vitest';
import { get } from '../../test/factories';
import { newClient, newProvider, type User } from '../../test/marketplace';
import { codeOf, moderationScene } from '../../test/moderation';

const s = moderationScene();
const { report, act, reviewed, chatMessage, queue } = s;

describe('the moderation queue', () => {
  it('is the admin’s only: clients and providers get 403 on every moderation route', async () => {
    const client = await newClient(s.t);
    const sp = await newProvider(s.t);
    const { report_id } = (
      await report(client, { target_kind: 'user', target_id: sp.id, reason: 'spam' })
    ).json();
    for (const who of [client, sp]) {
      expect((await get(s.t, '/api/admin/moderation/reports', who.token)).statusCode).toBe(403);
      for (const action of ['hide', 'dismiss', 'handle'] as const) {
        expect((await act(report_id, action, { reason: 'spam' }, who.token)).statusCode).toBe(403);
      }
    }
    expect((await get(s.t, '/api/admin/moderation/reports')).statusCode).toBe(401);
  });

  it('lists open reports newest first, paged, with the target’s words, the reason and the reporter', async () => {
    const client = await newClient(s.t);
    const author = await newClient(s.t);
    const sp = await newProvider(s.t);
    const reviewId = await reviewed(author, sp, 2, 'Late and rude');
    const first = (
      await report(client, { target_kind: 'user', target_id: sp.id, reason: 'abuse' })
    ).json();
    const second = (
      await report(client, {
        target_kind: 'review',
        target_id: reviewId,
        reason: 'fake',
        note: 'Not a real job',
      })
    ).json();
    const page = (await get(s.t, '/api/admin/moderation/reports?limit=1', s.admin())).json();
    expect(page.items).toEqual([
      {
        report_id: second.report_id,
        target_kind: 'review',
        target_id: reviewId,
        target_user: { id: author.id, role: 'clients', name: expect.any(String) },
        reporter: { id: client.id, role: 'clients', name: expect.any(String) },
        reason: 'fake',
        note: 'Not a real job',
        target_text: 'Late and rude',
        target_rating: 2,
        target_hidden: false,
        created_at: expect.any(Number),
      },
    ]);
    const next = (
      await get(s.t, `/api/admin/moderation/reports?limit=1&cursor=${page.nextCursor}`, s.admin())
    ).json();
    expect(next.items[0]).toMatchObject({
      report_id: first.report_id,
      target_kind: 'user',
      target_text: null,
    });
    expect((await get(s.t, '/api/admin/moderation/reports?cursor=@@', s.admin())).statusCode).toBe(
      400,
    );
  });

  it('hiding a review removes it from the profile, the reviews and the rating, tells its author and provider, and closes its reports', async () => {
    const reporter = await newClient(s.t);
    const author = await newClient(s.t);
    const sp = await newProvider(s.t);
    await reviewed(author, sp, 5, 'Wonderful');
    const badId = await reviewed(author, sp, 1, 'Thief and liar');
    const reviews = async () =>
      (
        (await get(s.t, `/api/client/viewSPreviews?sp_id=${sp.id}`, reporter.token)).json() as {
          review: string;
        }[]
      ).map((r) => r.review);
    const profile = async () =>
      (await get(s.t, `/api/client/viewSPprofile?sp_id=${sp.id}`, reporter.token)).json();
    expect(await reviews()).toEqual(['Thief and liar', 'Wonderful']);
    expect(await profile()).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const one = (
      await report(reporter, { target_kind: 'review', target_id: badId, reason: 'abuse' })
    ).json();
    const two = (
      await report(sp, { target_kind: 'review', target_id: badId, reason: 'fake' })
    ).json();
    const res = await act(one.report_id, 'hide', { reason: 'abuse', note: 'Insults' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ report_id: one.report_id, status: 'handled', closed: 2 });

    expect(await reviews()).toEqual(['Wonderful']);
    expect(await profile()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const paged = (await get(s.t, `/api/providers/${sp.id}/reviews`, reporter.token)).json();
    expect(paged.items.map((r: { review: string }) => r.review)).toEqual(['Wonderful']);
    const totals = await s.t.db
      .selectFrom('service_providers')
      .select(['rating_count', 'rating_sum'])
      .where('sp_id', '=', sp.id)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ rating_count: 1, rating_sum: 5 });
    const ownOrders = (await get(s.t, `/api/client/orders/${author.id}`, author.token)).json() as {
      request_id: number;
      review: string | null;
    }[];
    expect(ownOrders.find((o) => o.request_id === badId)?.review ?? null).toBeNull();

    const stored = await s.t.db
      .selectFrom('feedback')
      .select(['hidden_reason', 'hidden_note', 'hidden_by'])
      .where('request_id', '=', badId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      hidden_reason: 'abuse',
      hidden_note: 'Insults',
      hidden_by: expect.any(Number),
    });

    const told = async (who: User) =>
      (
        (await get(s.t, '/api/notifications', who.token)).json().notifications as {
          kind: string;
          message: string;
        }[]
      ).find((n) => n.kind === 'content_hidden');
    expect(await told(author)).toMatchObject({
      message: 'A moderator hid your review. Reason: Insults, threats or harassment',
    });
    expect(await told(sp)).toMatchObject({
      message: 'A moderator hid a review of your work. Reason: Insults, threats or harassment',
    });
    const emails = await s.t.db
      .selectFrom('email_outbox')
      .select(['recipient_id', 'params'])
      .where('kind', '=', 'content_hidden')
      .where('recipient_id', 'in', [author.id, sp.id])
      .orderBy('recipient_id')
      .execute();
    expect(emails.map((e) => [e.recipient_id, JSON.parse(e.params)])).toEqual(
      [
        [author.id, { what: 'review', reason_kind: 'abuse' }],
        [sp.id, { what: 'review_of_you', reason_kind: 'abuse' }],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );

    expect((await queue()).map((r) => r.report_id)).not.toContain(two.report_id);
    expect(codeOf(await act(two.report_id, 'hide', { reason: 'fake' }))).toEqual([
      409,
      'report.not_open',
    ]);
    const audit = await s.t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_entity', 'target_id', 'before', 'after'])
      .where('action', '=', 'review.hide')
      .where('target_id', '=', String(badId))
      .execute();
    expect(audit).toEqual([
      {
        action: 'review.hide',
        target_entity: 'review',
        target_id: String(badId),
        before: { hidden: false },
        after: { hidden: true, reason: 'abuse', note: 'Insults', report_id: one.report_id },
      },
    ]);
  });

  it('a hidden message reads "hidden by a moderator" to both parties, and its author is told', async () => {
    const client = await newClient(s.t);
    const sp = await newProvider(s.t);
    const { room, messageId } = await chatMessage(client, sp, 'sp', 'Send me your card number');
    const { report_id } = (
      await report(client, { target_kind: 'message', target_id: messageId, reason: 'fraud' })
    ).json();
    expect((await act(report_id, 'hide', { reason: 'fraud' })).statusCode).toBe(200);
    for (const who of [client, sp]) {
      const messages = (await get(s.t, `/api/getMessages?room=${room}`, who.token)).json() as {
        message_id: number;
        message_text: string;
        said: unknown;
      }[];
      expect(messages.find((m) => m.message_id === messageId)).toMatchObject({
        message_text: 'This message was hidden by a moderator',
        said: { kind: 'message.hidden', params: {} },
      });
      const head = (await get(s.t, `/api/chat-heads/${room}`, who.token)).json();
      expect(head.lastmsg).toBe('This message was hidden by a moderator');
    }
    const notes = (await get(s.t, '/api/notifications', sp.token)).json().notifications as {
      kind: string;
      message: string;
      room: string | null;
    }[];
    expect(notes.find((n) => n.kind === 'content_hidden')).toMatchObject({
      message: 'A moderator hid your message in a chat. Reason: Scam or fraud',
      room,
    });
    expect(
      JSON.stringify(
        await s.t.db
          .selectFrom('admin_audit_log')
          .select('after')
          .where('action', '=', 'message.hide')
          .where('target_id', '=', String(messageId))
          .execute(),
      ),
    ).toContain('"hidden":true');
  });

  it('dismisses or handles a report (one audit row each); a person cannot be hidden (409)', async () => {
    const client = await newClient(s.t);
    const sp = await newProvider(s.t);
    const other = await newProvider(s.t);
    const a = (
      await report(client, { target_kind: 'user', target_id: sp.id, reason: 'spam' })
    ).json();
    const b = (
      await report(client, { target_kind: 'user', target_id: other.id, reason: 'other' })
    ).json();
    expect(codeOf(await act(a.report_id, 'hide', { reason: 'spam' }))).toEqual([
      409,
      'report.not_hideable',
    ]);
    expect((await act(a.report_id, 'dismiss')).json()).toEqual({
      report_id: a.report_id,
      status: 'dismissed',
      closed: 1,
    });
    expect((await act(b.report_id, 'handle')).json()).toEqual({
      report_id: b.report_id,
      status: 'handled',
      closed: 1,
    });
    expect(codeOf(await act(a.report_id, 'handle'))).toEqual([409, 'report.not_open']);
    expect((await act(999_999, 'dismiss')).statusCode).toBe(404);
    expect((await act(a.report_id, 'hide', { reason: 'not a reason' })).statusCode).toBe(400);
    const audit = await s.t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_id'])
      .where('target_entity', '=', 'report')
      .where('target_id', 'in', [String(a.report_id), String(b.report_id)])
      .orderBy('audit_id')
      .execute();
    expect(audit).toEqual([
      { action: 'report.dismiss', target_id: String(a.report_id) },
      { action: 'report.handle', target_id: String(b.report_id) },
    ]);
    // Closed, the reporter may report the same person again.
    expect(
      (await report(client, { target_kind: 'user', target_id: sp.id, reason: 'spam' })).statusCode,
    ).toBe(201);
  });
});
