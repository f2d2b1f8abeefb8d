import type { FastifyRequest } from 'fastify';
import { errorBody } from '#contracts/errors';
import {
  type WhatsAppNotification,
  webhookReceived,
  whatsappNotification,
  whatsappVerifyQuery,
} from '#contracts/text-webhooks';
import type { AppInstance } from '../../app-types';
import { publicAccess } from '../../lib/auth-guard';
import { badRequest } from '../../lib/errors';
import { verifyMetaSignature } from '../../lib/texts/meta-signature';
import { sameSecret } from '../../lib/texts/same-secret';
import type { TextEvents } from '../../lib/texts/text-events';
import { isTextDeliveryStatus } from '../../lib/texts/text-events';
import { TEXT_WEBHOOK_ROUTES } from '../../lib/texts/text-webhook-paths';
import { signatureRefused } from './signature-refusal';
import { answerText } from './text-answer';
import { keywordOf, phoneOf } from './text-keywords';
import type { TextWebhookDeps } from './text-webhooks.routes';
import { rawBodyOf } from './webhook-bodies';

const SIGNATURE_HEADER = 'x-hub-signature-256';

/**
 * Meta's webhook for WhatsApp: the GET that subscribes it (answered with the challenge when the
 * verify token is ours) and the signed POSTs of statuses and messages.
 */
export function registerWhatsAppWebhooks(app: AppInstance, d: TextWebhookDeps): void {
  const { whatsappAppSecret, whatsappVerifyToken } = d;

  app.get(
    TEXT_WEBHOOK_ROUTES.whatsapp,
    {
      ...publicAccess({ file: true }),
      schema: { querystring: whatsappVerifyQuery, response: { 403: errorBody } },
    },
    async (req, reply) => {
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = req.query;
      if (!whatsappVerifyToken || mode !== 'subscribe' || !sameSecret(token, whatsappVerifyToken)) {
        throw signatureRefused();
      }
      return answerText(reply, 'text/plain; charset=utf-8', challenge);
    },
  );

  app.post(
    TEXT_WEBHOOK_ROUTES.whatsapp,
    {
      ...publicAccess({ budget: 'provider-webhooks' }),
      onRequest: async (request: FastifyRequest) => {
        if (!whatsappAppSecret || !request.headers[SIGNATURE_HEADER]) throw signatureRefused();
      },
      // The signature signs the bytes as sent; only a signed body is parsed as JSON.
      preValidation: async (request: FastifyRequest) => {
        const header = request.headers[SIGNATURE_HEADER];
        const raw = rawBodyOf(request);
        if (
          !whatsappAppSecret ||
          typeof header !== 'string' ||
          !raw ||
          !verifyMetaSignature(whatsappAppSecret, header, raw)
        ) {
          throw signatureRefused();
        }
        try {
          request.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('errors.codes.bad_request');
        }
      },
      schema: { body: whatsappNotification, response: { 200: webhookReceived, 403: errorBody } },
    },
    async (req) => {
      await report(d.textEvents, req.body);
      return { received: true as const };
    },
  );
}

/** Each status and each STOP or START of a notification, in the order Meta sent them. */
async function report(events: TextEvents, notification: WhatsAppNotification): Promise<void> {
  for (const entry of notification.entry) {
    for (const { value } of entry.changes) {
      for (const status of value.statuses ?? []) {
        if (!isTextDeliveryStatus(status.status)) continue;
        const code = status.errors?.[0]?.code;
        await events.status({
          channel: 'whatsapp',
          providerId: status.id,
          status: status.status,
          ...(code !== undefined ? { errorCode: String(code) } : {}),
        });
      }
      for (const message of value.messages ?? []) {
        const phone = phoneOf(message.from);
        const said = message.text?.body ?? message.button?.payload ?? message.button?.text;
        const keyword = keywordOf(said);
        if (phone && keyword) await events[keyword]('whatsapp', phone);
      }
    }
  }
}
