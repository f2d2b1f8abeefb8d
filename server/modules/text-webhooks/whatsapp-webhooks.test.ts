import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types';
import { metaSignature } from '../../lib/texts/meta-signature';
import {
  APP_SECRET,
  recordingTextEvents,
  textWebhooksApp,
  VERIFY_TOKEN,
} from '../../test/text-webhooks-app';

const WHATSAPP = '/api/texts/whatsapp/webhook';

let app: AppInstance;
const { calls, textEvents } = recordingTextEvents();
beforeAll(async () => {
  app = await textWebhooksApp(textEvents);
});
afterAll(() => app.close());
beforeEach(() => {
  calls.length = 0;
});

/** Posts a notification to the WhatsApp webhook, signed over its exact bytes unless told otherwise. */
function whatsappPost(body: unknown, signature?: string | null) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: WHATSAPP,
    headers: {
      'content-type': 'application/json',
      ...(signature === null
        ? {}
        : { 'x-hub-signature-256': signature ?? metaSignature(APP_SECRET, raw) }),
    },
    payload: raw,
  });
}

const notification = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            ...value,
          },
        },
      ],
    },
  ],
});

describe('WhatsApp webhook', () => {
  it("the subscription check is answered with Meta's challenge when the verify token is ours", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${WHATSAPP}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it('a subscription check with another token, or another mode, gets 403', async () => {
    const wrong = await app.inject({
      method: 'GET',
      url: `${WHATSAPP}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('webhook.signature_invalid');
    const mode = await app.inject({
      method: 'GET',
      url: `${WHATSAPP}?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
    });
    expect(mode.statusCode).toBe(403);
  });

  it('signed statuses and replies are reported in order: delivery, failure with its code, STOP, START', async () => {
    const res = await whatsappPost(
      notification({
        statuses: [
          {
            id: 'wamid.A',
            status: 'delivered',
            timestamp: '1749416383',
            recipient_id: '923001234567',
          },
          {
            id: 'wamid.B',
            status: 'failed',
            timestamp: '1749416384',
            recipient_id: '923001234567',
            errors: [{ code: 131026, title: 'Message undeliverable' }],
          },
        ],
        messages: [
          {
            from: '923001234567',
            id: 'wamid.C',
            timestamp: '1',
            type: 'text',
            text: { body: 'Stop' },
          },
          {
            from: '923001234568',
            id: 'wamid.D',
            timestamp: '2',
            type: 'button',
            button: { text: 'START', payload: 'START' },
          },
          {
            from: '923001234569',
            id: 'wamid.E',
            timestamp: '3',
            type: 'text',
            text: { body: 'kab aayenge?' },
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(calls).toEqual([
      ['status', { channel: 'whatsapp', providerId: 'wamid.A', status: 'delivered' }],
      [
        'status',
        { channel: 'whatsapp', providerId: 'wamid.B', status: 'failed', errorCode: '131026' },
      ],
      ['stop', 'whatsapp', '+923001234567'],
      ['start', 'whatsapp', '+923001234568'],
    ]);
  });

  it('a wrong or missing signature, or one over other bytes, gets 403 and reports nothing', async () => {
    const body = notification({ statuses: [{ id: 'wamid.A', status: 'read' }] });
    const wrong = await whatsappPost(body, `sha256=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('webhook.signature_invalid');
    expect((await whatsappPost(body, null)).statusCode).toBe(403);
    const otherBytes = metaSignature(APP_SECRET, JSON.stringify(body, null, 2));
    expect((await whatsappPost(body, otherBytes)).statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it('a signed body that is not JSON gets 400 and reports nothing', async () => {
    const res = await whatsappPost('{"object": ');
    expect(res.statusCode).toBe(400);
    expect(calls).toEqual([]);
  });

  it('a body over the limit is refused with 413 before it is read', async () => {
    const res = await whatsappPost(`{"pad":"${'x'.repeat(1024 * 1024)}"}`, 'sha256=00');
    expect(res.statusCode).toBe(413);
  });

  it("the providers' body readers stay inside the plugin", async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/elsewhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    const json = await app.inject({ method: 'POST', url: '/api/elsewhere', payload: { a: '1' } });
    expect(json.statusCode).toBe(200);
  });
});
