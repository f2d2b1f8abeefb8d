import { describe, expect, it } from 'vitest';
import { post } from '../../test/factories';
import { newClient, newProvider } from '../../test/marketplace';
import { codeOf, moderationScene } from '../../test/moderation';

const s = moderationScene();
const { report, reviewed, chatMessage } = s;

describe('reports', () => {
  it('reports a user, a review and a message, each once while open (409 with a code)', async () => {
    const client = await newClient(s.t);
    const other = await newClient(s.t);
    const sp = await newProvider(s.t);
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

    const stored = await s.t.db
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
    const client = await newClient(s.t);
    const sp = await newProvider(s.t);
    const stranger = await newClient(s.t);
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
    const client = await newClient(s.t);
    const sp = await newProvider(s.t);
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
    expect((await post(s.t, '/api/reports', base)).statusCode).toBe(401);
    expect((await post(s.t, '/api/reports', base, s.admin())).statusCode).toBe(403);
  });
});
