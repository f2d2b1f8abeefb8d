import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeHttp,
  type ReceivedRequest,
  startFakeHttp,
} from '../../test/fake-http';
import type { TextMessage } from './text-sender';
import { twilioSmsSender } from './twilio-sms-sender';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'test-auth-token-0123456789';
const MESSAGES_PATH = `/2010-04-01/Accounts/${SID}/Messages.json`;

/** Twilio's error body (its "Twilio API responses" page). */
const twilioError = (status: number, code: number, message: string): FakeAnswer => ({
  status,
  json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/** Numbers this fake treats as Twilio's test credentials do (its "Test credentials" page). */
const INVALID_TO = '+15005550001';
const OPTED_OUT_TO = '+15005550004';
let mode: 'normal' | 'rate_limited' | 'down' | 'slow' = 'normal';

/** Create a Message resource, as Twilio documents it, for this one account. */
function fakeTwilio(req: ReceivedRequest): FakeAnswer {
  if (req.method !== 'POST' || req.path !== MESSAGES_PATH) {
    return twilioError(404, 20404, 'The requested resource was not found');
  }
  const basic = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
  if (req.headers.authorization !== basic) return twilioError(401, 20003, 'Authenticate');
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return twilioError(400, 20001, 'Unsupported content type');
  }
  const form = new URLSearchParams(req.body);
  const to = form.get('To') ?? '';
  if (!form.get('Body')) return twilioError(400, 21602, 'Message body is required.');
  if (!form.get('From') && !form.get('MessagingServiceSid')) {
    return twilioError(400, 21603, "The 'From' phone number is required.");
  }
  if (mode === 'rate_limited') return twilioError(429, 20429, 'Too Many Requests');
  if (mode === 'down') return twilioError(503, 20500, 'Internal Server Error');
  if (mode === 'slow') return { status: 201, json: {}, delayMs: 2_000 };
  if (to === INVALID_TO || !/^\+[1-9]\d{6,14}$/.test(to)) {
    return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  }
  if (to === OPTED_OUT_TO) {
    return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
  }
  return {
    status: 201,
    json: {
      sid: `SM${'f'.repeat(32)}`,
      status: 'queued',
      to,
      from: form.get('From'),
      messaging_service_sid: form.get('MessagingServiceSid'),
      body: form.get('Body'),
      num_segments: '1',
      error_code: null,
      error_message: null,
    },
  };
}

let fake: FakeHttp;
beforeAll(async () => {
  fake = await startFakeHttp(fakeTwilio);
});
afterAll(() => fake.close());
beforeEach(() => {
  mode = 'normal';
  fake.received.length = 0;
});

const message = (to: string): TextMessage => ({
  to,
  kind: 'new_request',
  language: 'ur',
  text: 'لاہور میں پلمبر کی نئی درخواست (#42)۔',
  params: ['لاہور میں پلمبر کی نئی درخواست (#42)۔', 'https://example.test/sp/feed'],
  reference: 'alert-7',
});

const sender = (extra: Partial<Parameters<typeof twilioSmsSender>[0]> = {}) =>
  twilioSmsSender({
    accountSid: SID,
    authToken: TOKEN,
    sender: { from: '+15005550006' },
    apiUrl: fake.url,
    ...extra,
  });

describe('Twilio SMS sender, against a local fake of the Messages API', () => {
  it('posts the form Twilio documents with basic auth, and returns the Message sid', async () => {
    const result = await sender({
      statusCallbackUrl: 'https://market.example/api/texts/twilio/status',
    }).send(message('+923001234567'));
    expect(result).toEqual({ status: 'sent', providerId: `SM${'f'.repeat(32)}` });
    expect(fake.received).toHaveLength(1);
    const [req] = fake.received;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe(MESSAGES_PATH);
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({
      To: '+923001234567',
      From: '+15005550006',
      Body: 'لاہور میں پلمبر کی نئی درخواست (#42)۔',
      StatusCallback: 'https://market.example/api/texts/twilio/status',
    });
  });

  it('sends through a Messaging Service instead of a From, and no StatusCallback without a public URL', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const result = await sender({ sender: { messagingServiceSid: service } }).send(
      message('+923001234567'),
    );
    expect(result.status).toBe('sent');
    const form = Object.fromEntries(new URLSearchParams(fake.received[0]?.body));
    expect(form).toEqual({
      To: '+923001234567',
      MessagingServiceSid: service,
      Body: 'لاہور میں پلمبر کی نئی درخواست (#42)۔',
    });
  });

  it('an invalid number (21211) fails for good with invalid_number', async () => {
    const result = await sender().send(message(INVALID_TO));
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'invalid_number' });
    expect(result.status === 'failed' && result.detail).toContain('21211');
  });

  it('an unsubscribed recipient (21610) fails for good with opted_out', async () => {
    const result = await sender().send(message(OPTED_OUT_TO));
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'opted_out' });
  });

  it('too many requests (429, 20429) fails to be retried with rate_limited', async () => {
    mode = 'rate_limited';
    const result = await sender().send(message('+923001234567'));
    expect(result).toMatchObject({ status: 'failed', retry: true, code: 'rate_limited' });
  });

  it("Twilio's 5xx fails to be retried with provider_error", async () => {
    mode = 'down';
    const result = await sender().send(message('+923001234567'));
    expect(result).toMatchObject({ status: 'failed', retry: true, code: 'provider_error' });
  });

  it('no answer within the timeout fails to be retried with timeout', async () => {
    mode = 'slow';
    const result = await sender({ timeoutMs: 200 }).send(message('+923001234567'));
    expect(result).toMatchObject({ status: 'failed', retry: true, code: 'timeout' });
  });

  it('wrong credentials (401, 20003) fail for good with auth_failed', async () => {
    const result = await sender({ authToken: 'another-token-0123456789' }).send(
      message('+923001234567'),
    );
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'auth_failed' });
  });

  it('no server at the address fails to be retried with unreachable', async () => {
    const closed = await startFakeHttp(fakeTwilio);
    await closed.close();
    const result = await sender({ apiUrl: closed.url }).send(message('+923001234567'));
    expect(result).toMatchObject({ status: 'failed', retry: true, code: 'unreachable' });
  });
});
