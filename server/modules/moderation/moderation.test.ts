import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post } from '../../test/factories';
import {
  acceptedOrder,
  fileRequest,
  newClient,
  newProvider,
  openChat,
  rate,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, CHAT_WRITES_PER_10S: '100000' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const report = (by: User, body: Record<string, unknown>) => post(t, '/api/reports', body, by.token);
const act = (
  reportId: number,
  action: 'hide' | 'dismiss' | 'handle',
  body?: unknown,
  token = admin,
) => post(t, `/api/admin/moderation/reports/${reportId}/${action}`, body, token);
const codeOf = (res: { statusCode: number; json: () => { error?: { code: string } } }) => [
  res.statusCode,
  res.json().error?.code,
];

/** `client` rated a completed order of `sp`; answers the order (the review's) id. */
async function reviewed(client: User, sp: User, stars: number, comment: string) {
  const requestId = await acceptedOrder(t, client, sp);
  await setStatus(t, sp, requestId, 'completed');
  const res = await rate(t, client, requestId, stars, comment);
  if (res.statusCode !== 200) throw new Error(`rating failed: ${res.body}`);
  return requestId;
}

/** A chat of `client` and `sp` with one typed message from `from`; answers the room and message id. */
async function chatMessage(client: User, sp: User, from: 'client' | 'sp', text: string) {
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  const res = await post(
    t,
    '/api/saveMessage',
    { room, message_text: text },
    (from === 'client' ? client : sp).token,
  );
  if (res.statusCode !== 200) throw new Error(`message failed: ${res.body}`);
  return { room, messageId: res.json().message_id as number };
}

const queue = async () =>
  (await get(t, '/api/admin/moderation/reports?limit=100', admin)).json().items as {
    report_id: number;
  }[];

describe('reports', () => {
  it('reports a user, a review and a message, each once while open (409 with a code)', async () => {
    const client = await newClient(t);
    const other = await newClient(t);
    const sp = await newProvider(t);
    const reviewId = await reviewed(other, sp, 1, 'Terrible, never again');
    const { messageId } = await chatMessage(client, sp, 'sp', 'Pay me outside the app');

    const user = await report(client, {
      target_kind: 'user',
      target_id: sp.id,
      reason: 'fraud',
      note: 'Asked for cash',
    });
    expect(user.statusCode).toBe(201);
    expect(user.json()).toEqual({ report_id: expect.any(Number), status: 'open' });
    const review = await report(client, {
      target_kind: 'review',
      target_id: reviewId,
      reason: 'fake',
    });
    expect(review.statusCode).toBe(201);
    const message = await report(client, {
      target_kind: 'message',
      target_id: String(messageId),
      reason: 'fraud',
    });
    expect(message.statusCode).toBe(201);

    const again = await report(client, {
      target_kind: 'review',
      target_id: reviewId,
      reason: 'spam',
    });
    expect(codeOf(again)).toEqual([409, 'report.duplicate']);
    // The provider reviewed may report the review of its work too.
    expect(
      (await report(sp, { target_kind: 'review', target_id: reviewId, reason: 'abuse' }))
        .statusCode,
    ).toBe(201);

    const stored = await t.db
      .selectFrom('reports')
      .select(['target_kind', 'target_user_id', 'reason', 'note', 'status'])
      .where('reporter_id', '=', client.id)
      .orderBy('report_id')
      .execute();
    expect(stored).toEqual([
      {
        target_kind: 'user',
        target_user_id: sp.id,
        reason: 'fraud',
        note: 'Asked for cash',
        status: 'open',
      },
      {
        target_kind: 'review',
        target_user_id: other.id,
        reason: 'fake',
        note: null,
        status: 'open',
      },
      {
        target_kind: 'message',
        target_user_id: sp.id,
        reason: 'fraud',
        note: null,
        status: 'open',
      },
    ]);
  });

  it('refuses reporting oneself, one’s own review or message (400), and what one cannot see (404)', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const stranger = await newClient(t);
    const reviewId = await reviewed(client, sp, 5, 'Great');
    const { messageId } = await chatMessage(client, sp, 'client', 'Hello');
    expect(
      codeOf(await report(client, { target_kind: 'user', target_id: client.id, reason: 'spam' })),
    ).toEqual([400, 'report.self']);
    expect(
      codeOf(await report(client, { target_kind: 'review', target_id: reviewId, reason: 'spam' })),
    ).toEqual([400, 'report.self']);
    expect(
      codeOf(
        await report(client, { target_kind: 'message', target_id: messageId, reason: 'spam' }),
      ),
    ).toEqual([400, 'report.self']);
    // Another chat's message, an unknown review, an unknown person.
    expect(
      codeOf(
        await report(stranger, { target_kind: 'message', target_id: messageId, reason: 'spam' }),
      ),
    ).toEqual([404, 'report.target_not_found']);
    expect(
      codeOf(await report(stranger, { target_kind: 'review', target_id: 999_999, reason: 'spam' })),
    ).toEqual([404, 'report.target_not_found']);
    expect(
      codeOf(await report(stranger, { target_kind: 'user', target_id: 999_999, reason: 'spam' })),
    ).toEqual([404, 'report.target_not_found']);
  });

  it('refuses bad input with 400 and the admin or a visitor at the door', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const base = { target_kind: 'user', target_id: sp.id, reason: 'spam' };
    for (const body of [
      { ...base, reason: 'I just do not like him' },
      { ...base, target_kind: 'order' },
      { ...base, target_id: -3 },
      { ...base, note: 'x'.repeat(501) },
      { target_kind: 'user' },
    ]) {
      expect((await report(client, body)).statusCode).toBe(400);
    }
    expect((await post(t, '/api/reports', base)).statusCode).toBe(401);
    expect((await post(t, '/api/reports', base, admin)).statusCode).toBe(403);
  });
});

describe('the moderation queue', () => {
  it('is the admin’s only: clients and providers get 403 on every moderation route', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const { report_id } = (
      await report(client, { target_kind: 'user', target_id: sp.id, reason: 'spam' })
    ).json();
    for (const who of [client, sp]) {
      expect((await get(t, '/api/admin/moderation/reports', who.token)).statusCode).toBe(403);
      for (const action of ['hide', 'dismiss', 'handle'] as const) {
        expect((await act(report_id, action, { reason: 'spam' }, who.token)).statusCode).toBe(403);
      }
    }
    expect((await get(t, '/api/admin/moderation/reports')).statusCode).toBe(401);
  });

  it('lists open reports newest first, paged, with the target’s words, the reason and the reporter', async () => {
    const client = await newClient(t);
    const author = await newClient(t);
    const sp = await newProvider(t);
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
    const page = (await get(t, '/api/admin/moderation/reports?limit=1', admin)).json();
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
      await get(t, `/api/admin/moderation/reports?limit=1&cursor=${page.nextCursor}`, admin)
    ).json();
    expect(next.items[0]).toMatchObject({
      report_id: first.report_id,
      target_kind: 'user',
      target_text: null,
    });
    expect((await get(t, '/api/admin/moderation/reports?cursor=@@', admin)).statusCode).toBe(400);
  });

  it('hiding a review removes it from the profile, the reviews and the rating, tells its author and provider, and closes its reports', async () => {
    const reporter = await newClient(t);
    const author = await newClient(t);
    const sp = await newProvider(t);
    await reviewed(author, sp, 5, 'Wonderful');
    const badId = await reviewed(author, sp, 1, 'Thief and liar');
    const reviews = async () =>
      (
        (await get(t, `/api/client/viewSPreviews?sp_id=${sp.id}`, reporter.token)).json() as {
          review: string;
        }[]
      ).map((r) => r.review);
    const profile = async () =>
      (await get(t, `/api/client/viewSPprofile?sp_id=${sp.id}`, reporter.token)).json();
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
    const paged = (await get(t, `/api/providers/${sp.id}/reviews`, reporter.token)).json();
    expect(paged.items.map((r: { review: string }) => r.review)).toEqual(['Wonderful']);
    const totals = await t.db
      .selectFrom('service_providers')
      .select(['rating_count', 'rating_sum'])
      .where('sp_id', '=', sp.id)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ rating_count: 1, rating_sum: 5 });
    const ownOrders = (await get(t, `/api/client/orders/${author.id}`, author.token)).json() as {
      request_id: number;
      review: string | null;
    }[];
    expect(ownOrders.find((o) => o.request_id === badId)?.review ?? null).toBeNull();

    const stored = await t.db
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
        (await get(t, '/api/notifications', who.token)).json().notifications as {
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
    const emails = await t.db
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
    const audit = await t.db
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
    const client = await newClient(t);
    const sp = await newProvider(t);
    const { room, messageId } = await chatMessage(client, sp, 'sp', 'Send me your card number');
    const { report_id } = (
      await report(client, { target_kind: 'message', target_id: messageId, reason: 'fraud' })
    ).json();
    expect((await act(report_id, 'hide', { reason: 'fraud' })).statusCode).toBe(200);
    for (const who of [client, sp]) {
      const messages = (await get(t, `/api/getMessages?room=${room}`, who.token)).json() as {
        message_id: number;
        message_text: string;
        said: unknown;
      }[];
      expect(messages.find((m) => m.message_id === messageId)).toMatchObject({
        message_text: 'This message was hidden by a moderator',
        said: { kind: 'message.hidden', params: {} },
      });
      const head = (await get(t, `/api/chat-heads/${room}`, who.token)).json();
      expect(head.lastmsg).toBe('This message was hidden by a moderator');
    }
    const notes = (await get(t, '/api/notifications', sp.token)).json().notifications as {
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
        await t.db
          .selectFrom('admin_audit_log')
          .select('after')
          .where('action', '=', 'message.hide')
          .where('target_id', '=', String(messageId))
          .execute(),
      ),
    ).toContain('"hidden":true');
  });

  it('dismisses or handles a report (one audit row each); a person cannot be hidden (409)', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const other = await newProvider(t);
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
    const audit = await t.db
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
