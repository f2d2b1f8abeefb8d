import webpush from 'web-push';
import type { PushPayload } from '#contracts/alerts';
import type { EndpointRule } from './push-endpoints';
import type { VapidKeys } from './push-keys';

/** Where a push goes: a browser's subscription (its endpoint and its two keys, base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOptions = {
  /** How long the push service keeps it for a device that is offline (0: now or never). */
  ttlSeconds: number;
  urgency?: webpush.Urgency;
  /** A newer push of the same topic replaces one still waiting at the push service. */
  topic?: string;
};

/**
 * `gone`: the subscription no longer exists (404, 410): drop it. `failed` with `retry`: the push
 * service is busy or unreachable (429, 5xx, network, timeout); without: it refused this push.
 */
export type PushResult =
  | { status: 'sent' }
  | { status: 'gone' }
  | { status: 'failed'; retry: boolean; code: string };

export type PushSender = {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload, opts: PushOptions): Promise<PushResult>;
};

/**
 * A push message's record must fit in one 4096-byte aes128gcm record, which push services
 * also cap: a payload is kept well under it.
 */
export const MAX_PAYLOAD_BYTES = 3000;

type Deps = {
  keys: VapidKeys;
  /** mailto: or https: URL (VAPID `sub`). */
  subject: string;
  timeoutMs: number;
  /** Checked again before each send: an endpoint stored under an older rule is not reached. */
  endpointAllowed?: EndpointRule;
};

/**
 * Sends Web Push messages (RFC 8030) with VAPID (RFC 8292), encrypted aes128gcm (RFC 8291).
 * web-push builds the request (encryption, the signed VAPID header, TTL, urgency, topic);
 * it is posted here with fetch, as web-push's own sender can only speak https (decision 0050):
 * redirects are not followed, and the whole exchange has `timeoutMs`.
 */
export function createPushSender({ keys, subject, timeoutMs, endpointAllowed }: Deps): PushSender {
  const vapidDetails = { subject, ...keys };
  return {
    publicKey: keys.publicKey,
    async send(target, payload, opts) {
      if (endpointAllowed && !endpointAllowed(target.endpoint)) return refused('endpoint_refused');
      const body = JSON.stringify(payload);
      if (Buffer.byteLength(body) > MAX_PAYLOAD_BYTES) return refused('payload_too_large');
      if (opts.topic !== undefined && !TOPIC.test(opts.topic)) return refused('invalid_topic');
      let details: webpush.RequestDetails;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          body,
          {
            vapidDetails,
            TTL: opts.ttlSeconds,
            contentEncoding: 'aes128gcm',
            ...(opts.urgency ? { urgency: opts.urgency } : {}),
            ...(opts.topic ? { topic: opts.topic } : {}),
          },
        );
      } catch {
        // Keys that are no P-256 point or auth secret: this subscription can never be reached.
        return refused('invalid_subscription');
      }
      return post(details, timeoutMs);
    },
  };
}

/** RFC 8030 section 5.4: at most 32 characters of the URL-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

const refused = (code: string): PushResult => ({ status: 'failed', retry: false, code });

async function post(details: webpush.RequestDetails, timeoutMs: number): Promise<PushResult> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return outcome(res.status);
  } catch (err) {
    const name = (err as Error).name;
    return {
      status: 'failed',
      retry: true,
      code: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
    };
  }
}

function outcome(status: number): PushResult {
  if (status >= 200 && status < 300) return { status: 'sent' };
  if (status === 404 || status === 410) return { status: 'gone' };
  const retry = status === 429 || status >= 500;
  return { status: 'failed', retry, code: `http_${status}` };
}
