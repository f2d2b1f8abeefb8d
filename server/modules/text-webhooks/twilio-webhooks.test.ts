import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types';
import { twilioSignature } from '../../lib/texts/twilio-signature';
import {
  AUTH_TOKEN,
  PUBLIC_URL,
  recordingTextEvents,
  textWebhooksApp,
} from '../../test/text-webhooks-app';

let app: AppInstance;
const { calls, textEvents } = recordingTextEvents();
beforeAll(async () => {
  app = await textWebhooksApp(textEvents);
});
afterAll(() => app.close());
beforeEach(() => {
  calls.length = 0;
});

/** Posts a form to a Twilio webhook, signed as Twilio signs it unless told otherwise. */
function twilioPost(path: string, params: Record<string, string>, signature?: string | null) {
  const signed = twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${path}`, params);
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature ?? signed }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const STATUS = '/api/texts/twilio/status';
const INBOUND = '/api/texts/twilio/inbound';

const statusForm = (status: string, extra: Record<string, string> = {}) => ({
  AccountSid: `AC${'0'.repeat(32)}`,
  From: '+15005550006',
  To: '+923001234567',
  MessageSid: 'SM0123456789abcdef0123456789abcdef',
  SmsSid: 'SM0123456789abcdef0123456789abcdef',
  MessageStatus: status,
  ApiVersion: '2010-04-01',
  ...extra,
});

describe('Twilio status callback', () => {
  it('a signed delivery reports the status of the Message sid', async () => {
    const res = await twilioPost(STATUS, statusForm('delivered'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(calls).toEqual([
      [
        'status',
        { channel: 'sms', providerId: 'SM0123456789abcdef0123456789abcdef', status: 'delivered' },
      ],
    ]);
  });

  it('an undelivered text reports its ErrorCode', async () => {
    await twilioPost(STATUS, statusForm('undelivered', { ErrorCode: '30003' }));
    expect(calls).toEqual([
      [
        'status',
        {
          channel: 'sms',
          providerId: 'SM0123456789abcdef0123456789abcdef',
          status: 'undelivered',
          errorCode: '30003',
        },
      ],
    ]);
  });

  it('a status on the way (queued) is acknowledged and not reported', async () => {
    const res = await twilioPost(STATUS, statusForm('queued'));
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([]);
  });

  it('a wrong, missing or replayed-with-changes signature gets 403 and reports nothing', async () => {
    const form = statusForm('delivered');
    const wrong = await twilioPost(STATUS, form, 'GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('webhook.signature_invalid');
    expect((await twilioPost(STATUS, form, null)).statusCode).toBe(403);
    const signedOther = twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${STATUS}`, form);
    const changed = await twilioPost(STATUS, { ...form, MessageStatus: 'failed' }, signedOther);
    expect(changed.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it('a request without a signature gets 403 before its body is validated', async () => {
    const res = await twilioPost(STATUS, { nonsense: 'x' }, null);
    expect(res.statusCode).toBe(403);
  });

  it('a signed request of the wrong shape gets 400 and reports nothing', async () => {
    const res = await twilioPost(STATUS, { MessageStatus: 'delivered' });
    expect(res.statusCode).toBe(400);
    expect(calls).toEqual([]);
  });

  it('without an auth token configured, every call gets 403', async () => {
    const bare = await textWebhooksApp(textEvents, { twilioAuthToken: undefined });
    const res = await bare.inject({
      method: 'POST',
      url: STATUS,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(res.statusCode).toBe(403);
    await bare.close();
    expect(calls).toEqual([]);
  });
});

describe('Twilio incoming message', () => {
  const inbound = (Body: string) => ({
    AccountSid: `AC${'0'.repeat(32)}`,
    MessageSid: 'SM1',
    From: '+923001234567',
    To: '+15005550006',
    Body,
    NumMedia: '0',
  });

  it('STOP (in any case, with spaces) stops texts to the sender; the answer is an empty TwiML', async () => {
    const res = await twilioPost(INBOUND, inbound('  stop '));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<Response></Response>');
    expect(calls).toEqual([['stop', 'sms', '+923001234567']]);
  });

  it('UNSUBSCRIBE and QUIT stop too; START and UNSTOP start again', async () => {
    for (const word of ['UNSUBSCRIBE', 'Quit', 'START', 'unstop']) {
      await twilioPost(INBOUND, inbound(word));
    }
    expect(calls).toEqual([
      ['stop', 'sms', '+923001234567'],
      ['stop', 'sms', '+923001234567'],
      ['start', 'sms', '+923001234567'],
      ['start', 'sms', '+923001234567'],
    ]);
  });

  it('any other text, or a STOP inside a sentence, changes nothing', async () => {
    await twilioPost(INBOUND, inbound('Please stop the plumber'));
    await twilioPost(INBOUND, inbound('hello'));
    expect(calls).toEqual([]);
  });

  it('a STOP with a wrong signature gets 403 and stops nothing', async () => {
    const res = await twilioPost(INBOUND, inbound('STOP'), 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    expect(res.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });
});
