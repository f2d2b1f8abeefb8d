import crypto from 'node:crypto';
import fs from 'node:fs';
import net, { type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { PushPayload } from '#contracts/alerts';
import { loadConfig } from '../../config';
import { type PushEndpoint, startPushEndpoint } from '../../test/push-endpoint';
import { pushEndpointRule } from './push-endpoints';
import { resolveVapidKeys, VAPID_KEYS_FILE } from './push-keys';
import { createPushSender } from './push-sender';

const payload: PushPayload = {
  title: 'نئی پیشکش: Rs 1,500',
  body: 'Bilal Raza sent an offer on "Leak repair" ✓',
  url: '/chat/42',
  tag: 'chat-42',
};
const opts = { ttlSeconds: 3600 };

let endpoint: PushEndpoint;
const keys = webpush.generateVAPIDKeys();
const subject = 'mailto:alerts@example.com';
const sender = createPushSender({ keys, subject, timeoutMs: 2000 });

beforeAll(async () => {
  endpoint = await startPushEndpoint();
});
afterAll(() => endpoint.close());

describe('push sender', () => {
  it('a payload sent is decrypted by the push service to exactly what was sent', async () => {
    const sub = endpoint.subscribe({ applicationServerKey: keys.publicKey });
    const result = await sender.send(sub, payload, { ...opts, urgency: 'high', topic: 'chat42' });
    expect(result).toEqual({ status: 'sent' });
    const [got] = await endpoint.waitFor(sub.endpoint);
    expect(JSON.parse(got?.payload ?? '')).toEqual(payload);
    expect(got).toMatchObject({ ttl: 3600, urgency: 'high', topic: 'chat42' });
    expect(got?.claims).toMatchObject({ aud: endpoint.origin, sub: subject });
    expect(endpoint.problems).toEqual([]);
  });

  it('a push encrypted for a tampered auth secret or key does not decrypt', async () => {
    const sub = endpoint.subscribe();
    const otherAuth = crypto.randomBytes(16).toString('base64url');
    expect(await sender.send({ ...sub, auth: otherAuth }, payload, opts)).toEqual({
      status: 'failed',
      retry: false,
      code: 'http_400',
    });
    const stranger = endpoint.subscribe();
    expect(await sender.send({ ...sub, p256dh: stranger.p256dh }, payload, opts)).toMatchObject({
      status: 'failed',
    });
    expect(endpoint.received.filter((r) => r.endpoint === sub.endpoint)).toEqual([]);
    const mine = endpoint.problems.filter((p) => p.startsWith(sub.endpoint));
    expect(mine).toHaveLength(2);
    expect(mine.every((p) => p.includes('could not decrypt'))).toBe(true);
  });

  it('a push signed with another VAPID key than the subscription was made with is refused', async () => {
    const sub = endpoint.subscribe({ applicationServerKey: webpush.generateVAPIDKeys().publicKey });
    expect(await sender.send(sub, payload, opts)).toEqual({
      status: 'failed',
      retry: false,
      code: 'http_403',
    });
  });

  it('404 and 410 say the subscription is gone', async () => {
    for (const status of [404, 410]) {
      const sub = endpoint.subscribe();
      endpoint.answer(sub.endpoint, status);
      expect(await sender.send(sub, payload, opts)).toEqual({ status: 'gone' });
    }
  });

  it('429 and 5xx are retried later; another 4xx is not', async () => {
    const cases = [
      [429, true],
      [503, true],
      [413, false],
    ] as const;
    for (const [status, retry] of cases) {
      const sub = endpoint.subscribe();
      endpoint.answer(sub.endpoint, status);
      expect(await sender.send(sub, payload, opts)).toEqual({
        status: 'failed',
        retry,
        code: `http_${status}`,
      });
    }
  });

  it('a push service that does not answer in time, or not at all, is retried later', async () => {
    const held: Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const sub = { ...endpoint.subscribe(), endpoint: `http://127.0.0.1:${port}/push/x` };
    const quick = createPushSender({ keys, subject, timeoutMs: 200 });
    expect(await quick.send(sub, payload, opts)).toEqual({
      status: 'failed',
      retry: true,
      code: 'timeout',
    });
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    expect(await quick.send(sub, payload, opts)).toEqual({
      status: 'failed',
      retry: true,
      code: 'network',
    });
  });

  it('sends nothing to an endpoint its rule refuses, nor a payload too large for one record', async () => {
    const sub = endpoint.subscribe();
    const guarded = createPushSender({
      keys,
      subject,
      timeoutMs: 2000,
      endpointAllowed: pushEndpointRule([]),
    });
    expect(await guarded.send(sub, payload, opts)).toEqual({
      status: 'failed',
      retry: false,
      code: 'endpoint_refused',
    });
    const long = { ...payload, body: 'x'.repeat(4000) };
    expect(await sender.send(sub, long, opts)).toMatchObject({ code: 'payload_too_large' });
    expect(endpoint.received.filter((r) => r.endpoint === sub.endpoint)).toEqual([]);
  });
});

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are made at the first start, owner-only, and kept by every later start', () => {
    const dir = tempDir();
    const first = resolveVapidKeys(dir, undefined);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(dir, undefined)).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(fs.readdirSync(dir)).toEqual([VAPID_KEYS_FILE]);
  });

  it('keys from the environment win over kept ones, and are not written', () => {
    const dir = tempDir();
    const kept = resolveVapidKeys(dir, undefined);
    const env = webpush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: env.publicKey,
      VAPID_PRIVATE_KEY: env.privateKey,
    });
    expect(resolveVapidKeys(dir, config.push.vapidKeys)).toEqual(env);
    expect(resolveVapidKeys(dir, undefined)).toEqual(kept);
  });

  it('a damaged key file stops the start rather than being replaced', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, VAPID_KEYS_FILE), '{"publicKey":"short"}');
    expect(() => resolveVapidKeys(dir, undefined)).toThrow(/not a VAPID key pair/);
  });

  it('the configuration takes both keys or neither, and a mailto: or https: subject', () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ MAIL_FROM: 'Hub <help@hub.pk>' }).push.subject).toBe('mailto:help@hub.pk');
    expect(loadConfig({ PUBLIC_URL: 'https://hub.pk/' }).push.subject).toBe('https://hub.pk');
  });
});
