import { afterAll, beforeAll } from 'vitest';
import { adminEnv, adminToken, get, post } from './factories';
import { acceptedOrder, fileRequest, openChat, rate, setStatus, type User } from './marketplace';
import { createTestApp, type TestApp } from './test-app';

/** `reporter` reports a chat message as fraud and a moderator hides it; answers the hide's answer. */
export async function hideReportedMessage(
  t: TestApp,
  reporter: User,
  messageId: number,
  moderatorToken: string,
) {
  const reported = await post(
    t,
    '/api/reports',
    { target_kind: 'message', target_id: messageId, reason: 'fraud' },
    reporter.token,
  );
  if (reported.statusCode !== 201) throw new Error(`report failed: ${reported.body}`);
  return post(
    t,
    `/api/admin/moderation/reports/${reported.json().report_id}/hide`,
    { reason: 'fraud' },
    moderatorToken,
  );
}

/**
 * The moderation tests' setting: an app with an admin (its token by `admin()`), and the
 * reports, moderators' actions and reviewed orders and chat messages they set up. Its hooks
 * open it before the file's tests and close it after them.
 */
export function moderationScene() {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ...adminEnv, CHAT_WRITES_PER_10S: '100000' });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  return {
    get t() {
      return t;
    },
    admin: () => admin,
    report: (by: User, body: Record<string, unknown>) => post(t, '/api/reports', body, by.token),
    act: (reportId: number, action: 'hide' | 'dismiss' | 'handle', body?: unknown, token = admin) =>
      post(t, `/api/admin/moderation/reports/${reportId}/${action}`, body, token),

    /** `client` rated a completed order of `sp`; answers the order (the review's) id. */
    async reviewed(client: User, sp: User, stars: number, comment: string) {
      const requestId = await acceptedOrder(t, client, sp);
      await setStatus(t, sp, requestId, 'completed');
      const res = await rate(t, client, requestId, stars, comment);
      if (res.statusCode !== 200) throw new Error(`rating failed: ${res.body}`);
      return requestId;
    },

    /** A chat of `client` and `sp` with one typed message from `from`; answers the room and message id. */
    async chatMessage(client: User, sp: User, from: 'client' | 'sp', text: string) {
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
    },

    queue: async () =>
      (await get(t, '/api/admin/moderation/reports?limit=100', admin)).json().items as {
        report_id: number;
      }[],
  };
}

/** An answer's status and error code, side by side. */
export const codeOf = (res: { statusCode: number; json: () => { error?: { code: string } } }) => [
  res.statusCode,
  res.json().error?.code,
];
