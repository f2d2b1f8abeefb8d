import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PUSH_DEVICE_LIMIT, type PushDevice, type PushDeviceList } from '#contracts/push';
import { pushEndpointRule } from '../../lib/push/push-endpoints';
import { resolveVapidKeys } from '../../lib/push/push-keys';
import { createPushSender } from '../../lib/push/push-sender';
import { get, send } from '../../test/factories';
import { newClient, newProvider, type User } from '../../test/marketplace';
import {
  type PushEndpoint,
  startPushEndpoint,
  type TestSubscription,
} from '../../test/push-endpoint';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deviceOf } from './device-name';
import { createPushSubscriptions } from './push-subscriptions.service';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let pushService: PushEndpoint;
let client: User;
let provider: User;

beforeAll(async () => {
  pushService = await startPushEndpoint();
  t = await createTestApp({ PUSH_EXTRA_ENDPOINT_ORIGINS: pushService.origin });
  client = await newClient(t);
  provider = await newProvider(t);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const body = (sub: TestSubscription, label?: string) => ({
  endpoint: sub.endpoint,
  keys: { p256dh: sub.p256dh, auth: sub.auth },
  ...(label ? { label } : {}),
});

async function subscribe(user: User, payload: Record<string, unknown>, ua = ANDROID_CHROME) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/push-subscriptions',
    payload,
    headers: { authorization: `Bearer ${user.token}`, 'user-agent': ua },
  });
}

const devicesOf = async (user: User) =>
  (await get(t, '/api/account/push-subscriptions', user.token)).json<PushDeviceList>().devices;

describe('push subscriptions', () => {
  it('answers the VAPID public key browsers subscribe with, the one kept in DATA_DIR', async () => {
    const res = await get(t, '/api/push/public-key', client.token);
    expect(res.statusCode).toBe(200);
    const kept = resolveVapidKeys(t.config.dataDir, undefined);
    expect(res.json()).toEqual({ public_key: kept.publicKey });
    expect((await get(t, '/api/push/public-key')).statusCode).toBe(401);
  });

  it('a start with VAPID keys in the environment uses them, leaving the kept ones as they were', async () => {
    const kept = resolveVapidKeys(t.config.dataDir, undefined);
    const env = webpush.generateVAPIDKeys();
    const other = await createTestApp({
      DATA_DIR: t.config.dataDir,
      VAPID_PUBLIC_KEY: env.publicKey,
      VAPID_PRIVATE_KEY: env.privateKey,
    });
    try {
      const user = await newClient(other);
      const res = await get(other, '/api/push/public-key', user.token);
      expect(res.json()).toEqual({ public_key: env.publicKey });
      expect(resolveVapidKeys(t.config.dataDir, undefined)).toEqual(kept);
    } finally {
      await other.close();
    }
  });

  it('stores a device named from its user agent, listed without its keys', async () => {
    const sub = pushService.subscribe();
    const res = await subscribe(provider, body(sub));
    expect(res.statusCode).toBe(200);
    const device = res.json<PushDevice>();
    expect(device).toMatchObject({
      endpoint: sub.endpoint,
      browser: 'Chrome',
      os: 'Android',
      label: null,
      last_success_at: null,
    });
    const listed = await devicesOf(provider);
    expect(listed).toEqual([device]);
    expect(JSON.stringify(listed)).not.toContain(sub.p256dh);
    expect(JSON.stringify(listed)).not.toContain(sub.auth);
  });

  it('the same endpoint again updates its keys, and moves it to the account that sent it', async () => {
    const sub = pushService.subscribe();
    const first = (await subscribe(client, body(sub))).json<PushDevice>();
    const other = await newClient(t);
    const renewed = pushService.subscribe();
    const moved = await subscribe(
      other,
      body({ ...renewed, endpoint: sub.endpoint }, 'Work phone'),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json<PushDevice>()).toMatchObject({ id: first.id, label: 'Work phone' });
    expect((await devicesOf(client)).map((d) => d.id)).not.toContain(first.id);
    expect((await devicesOf(other)).map((d) => d.id)).toEqual([first.id]);
    const row = await t.db
      .selectFrom('push_subscriptions')
      .select(['p256dh', 'auth'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ p256dh: renewed.p256dh, auth: renewed.auth });
  });

  it("refuses endpoints that are no known push service's, and keys that are not valid, storing nothing", async () => {
    const sub = pushService.subscribe();
    const count = async () =>
      (
        await t.db
          .selectFrom('push_subscriptions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const refusedEndpoints = [
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user@fcm.googleapis.com/fcm/send/abc',
      'https://push.services.mozilla.com.example/wpush/v2/abc',
      'http://127.0.0.1:1/push/abc',
    ];
    for (const endpoint of refusedEndpoints) {
      const res = await subscribe(client, { ...body(sub), endpoint });
      expect([endpoint, res.statusCode, res.json().error.code]).toEqual([
        endpoint,
        400,
        'push.endpoint_not_allowed',
      ]);
    }
    const badKeys = [
      { p256dh: sub.p256dh.slice(1), auth: sub.auth },
      { p256dh: sub.p256dh, auth: `${sub.auth}AA` },
      { p256dh: `B${'A'.repeat(86)}`, auth: sub.auth },
    ];
    for (const keys of badKeys) {
      const res = await subscribe(client, { endpoint: sub.endpoint, keys });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect(await count()).toBe(before);
  });

  it("accepts the push services' own hosts", async () => {
    const sub = pushService.subscribe();
    const user = await newClient(t);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGx2Y5',
    ]) {
      expect((await subscribe(user, { ...body(sub), endpoint })).statusCode).toBe(200);
    }
  });

  it("removes one of the account's devices; someone else's answers 404 and stays", async () => {
    const device = (await subscribe(provider, body(pushService.subscribe()))).json<PushDevice>();
    const url = `/api/account/push-subscriptions/${device.id}`;
    expect((await send(t, 'DELETE', url, client.token)).statusCode).toBe(404);
    expect((await devicesOf(provider)).map((d) => d.id)).toContain(device.id);
    const removed = await send(t, 'DELETE', url, provider.token);
    expect([removed.statusCode, removed.json()]).toEqual([200, { removed: true }]);
    expect((await devicesOf(provider)).map((d) => d.id)).not.toContain(device.id);
    expect((await send(t, 'DELETE', url, provider.token)).statusCode).toBe(404);
  });

  it(`keeps ${PUSH_DEVICE_LIMIT} devices per account: one more drops the one confirmed or reached longest ago`, async () => {
    const user = await newClient(t);
    const subs = Array.from({ length: PUSH_DEVICE_LIMIT }, () => pushService.subscribe());
    for (const sub of subs) await subscribe(user, body(sub));
    // The first device confirms itself again and a push reaches the second: the third is now
    // the one longest neither confirmed nor reached.
    await subscribe(user, body(subs[0] as TestSubscription));
    const [, second] = await devicesOf(user);
    await createPushSubscriptions({
      db: t.db,
      publicKey: '',
      endpointAllowed: () => true,
      clock: () => new Date(),
    }).markDelivered(second?.id ?? 0);
    const extra = pushService.subscribe();
    await subscribe(user, body(extra));
    const endpoints = (await devicesOf(user)).map((d) => d.endpoint);
    expect(endpoints).toHaveLength(PUSH_DEVICE_LIMIT);
    expect(endpoints).toContain(extra.endpoint);
    expect(endpoints).toContain(subs[0]?.endpoint);
    expect(endpoints).toContain(subs[1]?.endpoint);
    expect(endpoints).not.toContain(subs[2]?.endpoint);
  });
});

describe('what the alerts channel calls', () => {
  it("finds each account's devices, pushes reach them, a delivery is marked and a gone one dropped", async () => {
    const keys = resolveVapidKeys(t.config.dataDir, undefined);
    const allowed = pushEndpointRule([pushService.origin]);
    const subscriptions = createPushSubscriptions({
      db: t.db,
      publicKey: keys.publicKey,
      endpointAllowed: allowed,
      clock: () => new Date(Date.UTC(2026, 10, 27, 9)),
    });
    const sender = createPushSender({
      keys,
      subject: t.config.push.subject,
      timeoutMs: 2000,
      endpointAllowed: allowed,
    });
    const a = await newClient(t);
    const b = await newProvider(t);
    const stranger = await newClient(t);
    const [a1, a2, b1] = [0, 1, 2].map(() =>
      pushService.subscribe({ applicationServerKey: keys.publicKey }),
    );
    for (const [user, sub] of [
      [a, a1],
      [a, a2],
      [b, b1],
    ] as const) {
      await subscribe(user, body(sub as TestSubscription));
    }
    const found = await subscriptions.subscriptionsOf([a.id, b.id, stranger.id]);
    expect(found.get(a.id)?.map((s) => s.endpoint)).toEqual([a1?.endpoint, a2?.endpoint]);
    expect(found.get(b.id)?.map((s) => s.endpoint)).toEqual([b1?.endpoint]);
    expect(found.has(stranger.id)).toBe(false);

    const payload = { title: 'New job', body: 'Leak repair in Lahore', url: '/feed', tag: 'feed' };
    const [first, second] = found.get(a.id) ?? [];
    if (!first || !second) throw new Error('two devices expected');
    expect(await sender.send(first, payload, { ttlSeconds: 60 })).toEqual({ status: 'sent' });
    const [got] = await pushService.waitFor(first.endpoint);
    expect(JSON.parse(got?.payload ?? '')).toEqual(payload);
    await subscriptions.markDelivered(first.id);
    const listed = await devicesOf(a);
    expect(listed.find((d) => d.id === first.id)?.last_success_at).toBe(Date.UTC(2026, 10, 27, 9));

    pushService.answer(second.endpoint, 410);
    expect(await sender.send(second, payload, { ttlSeconds: 60 })).toEqual({ status: 'gone' });
    await subscriptions.dropGone(second.endpoint);
    expect((await devicesOf(a)).map((d) => d.id)).toEqual([first.id]);
  });

  it('names a device from the user agents of the common browsers', () => {
    const cases: [string, string | null, string | null][] = [
      [ANDROID_CHROME, 'Chrome', 'Android'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari',
        'iOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge',
        'Windows',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox',
        'Linux',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
        'Samsung Internet',
        'Android',
      ],
      ['curl/8.5.0', null, null],
    ];
    for (const [ua, browser, os] of cases) expect(deviceOf(ua)).toEqual({ browser, os });
  });
});
