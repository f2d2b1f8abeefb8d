import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { decryptPushBody, type SubscriberKeys } from './push-decrypt';

/** What a browser would hand the server: its endpoint here, and its two public keys. */
export type TestSubscription = { endpoint: string; p256dh: string; auth: string };

/** A push this service accepted: the decrypted text and what came with it. */
export type ReceivedPush = {
  endpoint: string;
  payload: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims (aud, exp, sub). */
  claims: Record<string, unknown>;
};

const MAX_JWT_SECONDS = 24 * 60 * 60;

type Subscription = SubscriberKeys & { serverKey: string | undefined };

/**
 * A push service for tests, on a loopback port: it makes subscriptions (a P-256 key pair and
 * an auth secret per device), takes the web-push POSTs to them and checks what RFC 8030 and
 * RFC 8292 ask (a TTL, aes128gcm, a VAPID header whose ES256 JWT verifies with its `k`, for
 * this origin, expiring within 24 h, and the key the subscription was made with), decrypts
 * the body with the subscription's keys and records it. A request that fails a check is
 * answered 400 (403 for the VAPID key) and its reason kept in `problems`. `answer` makes an
 * endpoint answer a status of the test's choice instead (404, 410, 429...).
 */
export async function startPushEndpoint({ port = 0 }: { port?: number } = {}) {
  const subscriptions = new Map<string, Subscription>();
  const forced = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const waiters: (() => void)[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks)).then(
        (status) => res.writeHead(status).end(),
        () => res.writeHead(500).end(),
      );
    });
  });

  async function handle(req: http.IncomingMessage, body: Buffer): Promise<number> {
    const endpoint = `${origin}${req.url ?? ''}`;
    const subscription = subscriptions.get(endpoint);
    if (req.method !== 'POST' || !subscription) return 404;
    const status = forced.get(endpoint);
    if (status !== undefined) return status;
    const refuse = (code: number, why: string) => {
      problems.push(`${endpoint}: ${why}`);
      return code;
    };
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      return refuse(400, `TTL header ${req.headers.ttl} is no whole number of seconds`);
    if (req.headers['content-encoding'] !== 'aes128gcm')
      return refuse(400, `Content-Encoding ${req.headers['content-encoding']}, not aes128gcm`);
    const vapid = await checkVapid(req.headers.authorization, subscription);
    if ('problem' in vapid) return refuse(vapid.status, vapid.problem);
    let payload: string;
    try {
      payload = decryptPushBody(body, subscription).toString('utf8');
    } catch (err) {
      return refuse(400, `could not decrypt: ${(err as Error).message}`);
    }
    received.push({
      endpoint,
      payload,
      ttl,
      urgency: header(req.headers.urgency),
      topic: header(req.headers.topic),
      claims: vapid.claims,
    });
    for (const wake of waiters.splice(0)) wake();
    return 201;
  }

  async function checkVapid(
    authorization: string | undefined,
    subscription: Subscription,
  ): Promise<{ claims: Record<string, unknown> } | { problem: string; status: number }> {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
    if (!match)
      return { problem: `Authorization ${authorization} is no VAPID header`, status: 400 };
    const [, token = '', k = ''] = match;
    if (subscription.serverKey && k !== subscription.serverKey)
      return { problem: 'VAPID key is not the one this subscription was made with', status: 403 };
    try {
      if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('not ES256');
      const point = Buffer.from(k, 'base64url');
      if (point.length !== 65 || point[0] !== 4) throw new Error('k is no P-256 public key');
      const key = await importJWK(
        {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        'ES256',
      );
      const { payload } = await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp > now + MAX_JWT_SECONDS)
        throw new Error(`exp ${payload.exp} is more than 24 h away`);
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
        throw new Error(`sub ${payload.sub} is no mailto: or https: contact`);
      return { claims: payload };
    } catch (err) {
      return { problem: `VAPID JWT refused: ${(err as Error).message}`, status: 403 };
    }
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    problems,
    /**
     * A new device's subscription. `applicationServerKey`: the VAPID public key it is bound
     * to (a push signed with another key is refused, as real push services do).
     */
    subscribe({ applicationServerKey }: { applicationServerKey?: string } = {}): TestSubscription {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomBytes(12).toString('base64url')}`;
      subscriptions.set(endpoint, { ecdh, auth, serverKey: applicationServerKey });
      return {
        endpoint,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      };
    },
    /** From now on the endpoint answers this status to every push, checking nothing. */
    answer(endpoint: string, status: number) {
      forced.set(endpoint, status);
    },
    /** The endpoint takes pushes again, as it did before `answer`. */
    recover(endpoint: string) {
      forced.delete(endpoint);
    },
    /** Resolves with the pushes to `endpoint` once there are `count` of them. */
    async waitFor(endpoint: string, count = 1, timeoutMs = 10_000): Promise<ReceivedPush[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const got = received.filter((r) => r.endpoint === endpoint);
        if (got.length >= count) return got;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `${got.length} of ${count} pushes to ${endpoint}; ${problems.join('; ')}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 200));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;
