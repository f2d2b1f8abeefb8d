import { post } from './factories';
import type { User } from './marketplace';
import type { TestApp } from './test-app';

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
