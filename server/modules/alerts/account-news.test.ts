import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import { checkIdOf, submitCnic } from '../../test/id-checks';
import { fileRequest, newClient, newProvider, openChat, type User } from '../../test/marketplace';
import { hideReportedMessage } from '../../test/moderation';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminToken(t);
});
afterAll(() => t.close());

const setEmails = (user: User, body: Record<string, boolean>) =>
  send(t, 'PUT', '/api/account/notification-settings', user.token, body);
/** The emails queued for `user` about its account (a new request's emails aside). */
const emailsOf = async (user: User) => {
  await t.app.dispatcher.idle();
  return t.db
    .selectFrom('email_outbox')
    .select(['kind', 'email_group'])
    .where('recipient_id', '=', user.id)
    .where('kind', 'in', ['id_check_decided', 'content_hidden'])
    .orderBy('outbox_id')
    .execute();
};

describe('news about one’s own account', () => {
  it('is a settings group of its own for both account types: email and push on until turned off', async () => {
    for (const user of [await newClient(t), await newProvider(t)]) {
      expect((await get(t, '/api/account/notification-settings', user.token)).json()).toMatchObject(
        { account: true },
      );
      const alerts = (await get(t, '/api/account/alert-settings', user.token)).json();
      expect(alerts.switches.account).toEqual({ push: true, sms: false, whatsapp: false });
    }
  });

  it('an ID check decided is emailed under it: sent with order changes off, not with account news off', async () => {
    const ordersOff = await newProvider(t);
    const accountOff = await newProvider(t);
    expect((await setEmails(ordersOff, { orders: false })).statusCode).toBe(200);
    const off = await setEmails(accountOff, { account: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ account: false, orders: true });
    for (const sp of [ordersOff, accountOff]) {
      await submitCnic(t, sp);
      const decided = await post(
        t,
        `/api/admin/id-checks/${await checkIdOf(t, sp.id)}/decision`,
        { decision: 'approve' },
        admin,
      );
      expect(decided.statusCode).toBe(200);
    }
    expect(await emailsOf(ordersOff)).toEqual([
      { kind: 'id_check_decided', email_group: 'account' },
    ]);
    expect(await emailsOf(accountOff)).toEqual([]);
  });

  it('a message hidden by a moderator is told to its author under it', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    expect((await setEmails(sp, { orders: false })).statusCode).toBe(200);
    const room = await openChat(t, sp, client, await fileRequest(t, client));
    const said = await post(
      t,
      '/api/saveMessage',
      { room, message_text: 'Pay me in cash' },
      sp.token,
    );
    const hidden = await hideReportedMessage(t, client, said.json().message_id, admin);
    expect(hidden.statusCode).toBe(200);
    expect(await emailsOf(sp)).toEqual([{ kind: 'content_hidden', email_group: 'account' }]);
  });
});
