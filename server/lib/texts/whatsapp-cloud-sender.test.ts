import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeHttp,
  type ReceivedRequest,
  startFakeHttp,
} from '../../test/fake-http';
import type { TextMessage } from './text-sender';
import { whatsappCloudSender } from './whatsapp-cloud-sender';

const TOKEN = 'EAAtest-system-user-token';
const PHONE_NUMBER_ID = '106540352242922';
const VERSION = 'v26.0';

/** Graph API's error body (Meta's "WhatsApp error codes" page). */
const graphError = (
  status: number,
  code: number,
  message: string,
  details?: string,
): FakeAnswer => ({
  status,
  json: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: 'AbCdEfGh123',
    },
  },
});

/** The templates this fake business has approved: name -> languages and body parameters. */
const APPROVED: Record<string, { languages: string[]; params: number; paused?: true }> = {
  new_request_alert: { languages: ['en', 'ur'], params: 2 },
  offer_alert: { languages: ['en'], params: 2 },
  new_message_alert: { languages: ['en', 'ur'], params: 2, paused: true },
  phone_verification_code: { languages: ['en', 'ur'], params: 1 },
};
const UNDELIVERABLE_TO = '+923009999999';
let rateLimited = false;

type TemplateBody = {
  messaging_product?: string;
  recipient_type?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type: string; parameters?: { type: string; text?: string }[] }[];
  };
};

/** POST /<version>/<PHONE_NUMBER_ID>/messages with a template, as the Cloud API documents it. */
function fakeCloudApi(req: ReceivedRequest): FakeAnswer {
  if (req.method !== 'POST' || req.path !== `/${VERSION}/${PHONE_NUMBER_ID}/messages`) {
    return graphError(400, 100, 'Unsupported post request.');
  }
  if (req.headers.authorization !== `Bearer ${TOKEN}`) {
    return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  }
  if (req.headers['content-type'] !== 'application/json') {
    return graphError(400, 100, '(#100) Invalid parameter');
  }
  const body = JSON.parse(req.body) as TemplateBody;
  if (
    body.messaging_product !== 'whatsapp' ||
    body.recipient_type !== 'individual' ||
    body.type !== 'template' ||
    !body.to
  ) {
    return graphError(400, 100, '(#100) Invalid parameter');
  }
  if (rateLimited) return graphError(429, 130429, '(#130429) Rate limit hit');
  const template = APPROVED[body.template?.name ?? ''];
  const language = body.template?.language?.code ?? '';
  if (!template?.languages.includes(language)) {
    return graphError(404, 132001, '(#132001) Template name does not exist in the translation');
  }
  if (template.paused) return graphError(400, 132015, '(#132015) Template is Paused');
  const bodyParams = body.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
  if (bodyParams.length !== template.params || bodyParams.some((p) => p.type !== 'text')) {
    return graphError(
      400,
      132000,
      '(#132000) Number of parameters does not match the expected number of params',
      `body: number of localizable_params (${bodyParams.length}) does not match the expected number of params (${template.params})`,
    );
  }
  if (body.to === UNDELIVERABLE_TO) return graphError(400, 131026, 'Message undeliverable');
  return {
    status: 200,
    json: {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to.replace('+', '') }],
      messages: [{ id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA' }],
    },
  };
}

let fake: FakeHttp;
beforeAll(async () => {
  fake = await startFakeHttp(fakeCloudApi);
});
afterAll(() => fake.close());
beforeEach(() => {
  rateLimited = false;
  fake.received.length = 0;
});

const sender = (apiUrl = `${fake.url}/${VERSION}`) =>
  whatsappCloudSender({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiUrl, timeoutMs: 2_000 });

const alert = (extra: Partial<TextMessage> = {}): TextMessage => ({
  to: '+923001234567',
  kind: 'new_request',
  language: 'ur',
  text: 'لاہور میں پلمبر کی نئی درخواست (#42)۔',
  params: ['لاہور میں پلمبر کی نئی درخواست (#42)۔', 'https://market.example/sp/feed'],
  reference: 'alert-9',
  ...extra,
});

describe('WhatsApp Cloud API sender, against a local fake of the messages endpoint', () => {
  it('posts the template message with bearer auth and its parameters in order, and returns the wamid', async () => {
    const result = await sender().send(alert());
    expect(result).toEqual({
      status: 'sent',
      providerId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA',
    });
    const [req] = fake.received;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe(`/${VERSION}/${PHONE_NUMBER_ID}/messages`);
    expect(req?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+923001234567',
      type: 'template',
      template: {
        name: 'new_request_alert',
        language: { code: 'ur' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'لاہور میں پلمبر کی نئی درخواست (#42)۔' },
              { type: 'text', text: 'https://market.example/sp/feed' },
            ],
          },
        ],
      },
    });
  });

  it("a phone code goes in the authentication template's body and again in its copy-code button", async () => {
    const result = await sender().send(
      alert({ kind: 'phone_code', language: 'en', params: ['482913'], text: 'Code 482913' }),
    );
    expect(result.status).toBe('sent');
    const sent = JSON.parse(fake.received[0]?.body ?? '') as TemplateBody;
    expect(sent.template?.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: '482913' }],
      },
    ]);
  });

  it('refuses, without a request, a message whose parameters do not fill its template', async () => {
    const result = await sender().send(alert({ params: ['لاہور میں پلمبر کی نئی درخواست'] }));
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'params_mismatch' });
    expect(fake.received).toHaveLength(0);
  });

  it('refuses, without a request, a kind that has no template', async () => {
    const result = await sender().send(alert({ kind: 'birthday' }));
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'template_missing' });
    expect(fake.received).toHaveLength(0);
  });

  it('a template not approved in the language (132001) fails for good with template_not_approved', async () => {
    const result = await sender().send(
      alert({ kind: 'offer', params: ['Ali', 'https://x.test/c'] }),
    );
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'template_not_approved' });
    expect(result.status === 'failed' && result.detail).toContain('132001');
  });

  it('a paused template (132015) fails for good with template_not_approved', async () => {
    const result = await sender().send(
      alert({ kind: 'message', params: ['Ali', 'https://x.test/c'] }),
    );
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'template_not_approved' });
    expect(result.status === 'failed' && result.detail).toContain('132015');
  });

  it('the rate limit (429, 130429) fails to be retried with rate_limited', async () => {
    rateLimited = true;
    const result = await sender().send(alert());
    expect(result).toMatchObject({ status: 'failed', retry: true, code: 'rate_limited' });
  });

  it('an undeliverable number (131026) fails for good with undeliverable', async () => {
    const result = await sender().send(alert({ to: UNDELIVERABLE_TO }));
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'undeliverable' });
  });

  it('a wrong token (190) fails for good with auth_failed', async () => {
    const result = await whatsappCloudSender({
      token: 'EAAwrong',
      phoneNumberId: PHONE_NUMBER_ID,
      apiUrl: `${fake.url}/${VERSION}`,
    }).send(alert());
    expect(result).toMatchObject({ status: 'failed', retry: false, code: 'auth_failed' });
  });
});
