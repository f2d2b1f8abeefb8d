import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications';
import { get, send } from '../../test/factories';
import { acceptedOrder, newClient, newProvider } from '../../test/marketplace';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const notificationsOf = async (token: string) =>
  ((await get(t, '/api/notifications', token)).json() as { notifications: Notification[] })
    .notifications;

describe('a notification about an order', () => {
  it('names the order by id, which its parties open and nobody else', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const stranger = await newProvider(t);
    // Two orders between the same pair: the notification must say which one.
    const first = await acceptedOrder(t, client, sp, 1000);
    const second = await acceptedOrder(t, client, sp, 2000);
    const opened = await send(
      t,
      'POST',
      `/api/orders/${first}/disputes`,
      client.token,
      multipart({ reason: 'The tap still leaks' }),
    );
    expect(opened.statusCode).toBe(200);

    const note = (await notificationsOf(sp.token)).find((n) => n.kind === 'dispute_opened');
    expect(note?.target).toEqual({ entity: 'order', id: first });
    expect(note?.target?.id).not.toBe(second);

    const mine = await get(t, `/api/orders/${first}`, sp.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ request_id: first, status: 'disputed' });
    expect((await get(t, `/api/orders/${first}`, client.token)).statusCode).toBe(200);
    const theirs = await get(t, `/api/orders/${first}`, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: { code: expect.any(String) } });
    expect((await get(t, '/api/orders/abc', sp.token)).statusCode).toBe(400);

    // Its email opens the same order.
    const email = await t.db
      .selectFrom('email_outbox')
      .select(['kind', 'target_entity', 'target_id'])
      .where('recipient_id', '=', sp.id)
      .where('kind', '=', 'dispute_opened')
      .executeTakeFirst();
    expect(email).toEqual({ kind: 'dispute_opened', target_entity: 'order', target_id: first });
  });
});
