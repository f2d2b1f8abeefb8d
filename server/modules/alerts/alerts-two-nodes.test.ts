import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { get, post } from '../../test/factories';
import { fileRequest, newClient, newProvider } from '../../test/marketplace';
import { movableClock, phoneCalls, uniqueMobile } from '../../test/phones';
import { startPushEndpoint } from '../../test/push-endpoint';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

const MINUTE = 60_000;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;

beforeAll(async () => {
  push = await startPushEndpoint();
});
afterAll(async () => {
  await push.close();
});

describe('two nodes', () => {
  it('send each push and each text once when both run their senders at the same moment', async () => {
    const database = await openTestDatabase();
    // Nodes share their push keys (decision 0050): a subscription is bound to one.
    const keys = webpush.generateVAPIDKeys();
    const env = {
      TRUST_PROXY: '1',
      PUSH_EXTRA_ENDPOINT_ORIGINS: new URL(push.origin).origin,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    };
    const clock = movableClock();
    const a = await createTestApp(env, { clock: clock.clock, database });
    const b = await createTestApp(env, { clock: clock.clock, database });
    try {
      // 23:00 in Karachi: everything waits for the end of the quiet hours.
      clock.move(Date.UTC(2027, 5, 1, 18, 0) - clock.clock().getTime());
      const providers: { endpoint: string; e164: string }[] = [];
      for (let i = 0; i < 5; i += 1) {
        const sp = await newProvider(a);
        const { e164 } = uniqueMobile();
        await phoneCalls(a).verifyNumber(sp, e164);
        const key = (await get(a, '/api/push/public-key', sp.token)).json().public_key as string;
        const device = push.subscribe({ applicationServerKey: key });
        await post(
          a,
          '/api/account/push-subscriptions',
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          sp.token,
        );
        providers.push({ endpoint: device.endpoint, e164 });
      }
      for (let i = 0; i < 3; i += 1) await fileRequest(a, await newClient(a));
      await a.app.dispatcher.idle();
      clock.move(10 * 60 * MINUTE);
      await Promise.all([a.app.alerts.sendDue(), b.app.alerts.sendDue(), a.app.alerts.sendDue()]);
      for (const { endpoint, e164 } of providers) {
        expect(push.received.filter((r) => r.endpoint === endpoint)).toHaveLength(3);
        const outboxes = [a, b].flatMap((node) => {
          const dir = path.join(node.config.dataDir, 'outbox');
          return fs
            .readdirSync(dir)
            .filter((f) => f.endsWith('.whatsapp.json'))
            .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
            .filter((m) => m.to === e164);
        });
        expect(outboxes).toHaveLength(3);
      }
    } finally {
      await b.app.close();
      await a.close();
    }
  });
});
