import { PROVIDER_TIMEOUT_MS, postToProvider, shortDetail } from './provider-request';
import type { TextMessage, TextSender, TextSendResult } from './text-sender';
import {
  WHATSAPP_LANGUAGE_CODES,
  type WhatsAppTemplate,
  whatsappTemplateOf,
} from './whatsapp-templates';

export type WhatsAppCloudOptions = {
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v<version>, or a test's fake. */
  apiUrl: string;
  timeoutMs?: number;
};

/**
 * WhatsApp through Meta's Cloud API: an approved template message, POSTed as JSON to
 * /<PHONE_NUMBER_ID>/messages with a bearer token, answered with the message's `wamid`
 * (decision 0051). A message whose kind has no template, or whose parameters do not fill its
 * template, is refused here and never sent.
 */
export function whatsappCloudSender(opts: WhatsAppCloudOptions): TextSender {
  const url = `${opts.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    async send(message) {
      const template = whatsappTemplateOf(message.kind);
      if (!template) return refused('template_missing', `no WhatsApp template for ${message.kind}`);
      if (message.params.length !== template.params.length) {
        return refused(
          'params_mismatch',
          `${template.name} takes ${template.params.length} parameters (${template.params.join(', ')}), got ${message.params.length}`,
        );
      }
      const answer = await postToProvider(
        url,
        {
          headers: {
            authorization: `Bearer ${opts.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(templateMessage(message, template)),
        },
        opts.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      );
      if ('failed' in answer) return answer.failed;
      return whatsappResult(answer.status, answer.body);
    },
  };
}

const refused = (code: string, detail: string): TextSendResult => ({
  status: 'failed',
  retry: false,
  code,
  detail,
});

/** The Cloud API's template message: the body's parameters as text, in order. */
export function templateMessage(message: TextMessage, template: WhatsAppTemplate) {
  const text = (value: string) => ({ type: 'text' as const, text: value });
  const components: object[] = [];
  if (message.params.length > 0) {
    components.push({ type: 'body', parameters: message.params.map(text) });
  }
  if (template.copyCodeButton) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [text(message.params[0] ?? '')],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: WHATSAPP_LANGUAGE_CODES[message.language] },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}

/** Cloud API error codes we act on (Meta's "WhatsApp error codes"). */
const RATE_LIMITED = new Set([
  4, // application request limit reached
  80007, // WhatsApp Business Account rate limit
  130429, // Cloud API throughput reached
  131056, // too many messages to one recipient
]);
const TRY_LATER = new Set([
  1, // API unknown
  2, // API service (temporarily down or overloaded)
  131000, // something went wrong
  131016, // service unavailable
  133004, // server temporarily unavailable
]);
const TEMPLATE_NOT_APPROVED = new Set([
  132001, // template does not exist (in this language, or not approved)
  132015, // template paused for low quality
  132016, // template disabled for low quality
  132007, // template format character policy violated
]);
const PARAMS_MISMATCH = new Set([
  132000, // number of parameters does not match
  132012, // parameter format does not match
]);
const CODES: [Set<number>, string, boolean][] = [
  [RATE_LIMITED, 'rate_limited', true],
  [TRY_LATER, 'provider_error', true],
  [TEMPLATE_NOT_APPROVED, 'template_not_approved', false],
  [PARAMS_MISMATCH, 'params_mismatch', false],
  [new Set([131026]), 'undeliverable', false], // not on WhatsApp, old client, terms not accepted
  [new Set([131030]), 'recipient_not_allowed', false], // a test number's allowed list
  [new Set([131050]), 'opted_out', false], // the person stopped this business's messages
  [new Set([100, 131008, 131009]), 'invalid_request', false],
  [new Set([0, 10, 190, 200]), 'auth_failed', false],
];

/** A Cloud API answer as a send result: what failed, and whether trying later could help. */
export function whatsappResult(httpStatus: number, body: unknown): TextSendResult {
  const answer = (body ?? {}) as {
    messages?: { id?: unknown }[];
    error?: { code?: unknown; message?: unknown; error_subcode?: unknown };
  };
  const id = answer.messages?.[0]?.id;
  if (httpStatus >= 200 && httpStatus < 300 && typeof id === 'string' && id) {
    return { status: 'sent', providerId: id };
  }
  const code = typeof answer.error?.code === 'number' ? answer.error.code : undefined;
  const said = typeof answer.error?.message === 'string' ? answer.error.message : 'no error body';
  const detail = shortDetail(
    `WhatsApp ${httpStatus}${code !== undefined ? ` ${code}` : ''}: ${said}`,
  );
  const failed = (ours: string, retry: boolean): TextSendResult => ({
    status: 'failed',
    retry,
    code: ours,
    detail,
  });
  if (httpStatus === 429) return failed('rate_limited', true);
  const known = code === undefined ? undefined : CODES.find(([codes]) => codes.has(code));
  if (known) return failed(known[1], known[2]);
  if (httpStatus >= 500) return failed('provider_error', true);
  return failed('provider_error', httpStatus < 300);
}
