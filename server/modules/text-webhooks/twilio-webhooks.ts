import type { FastifyRequest } from 'fastify';
import { errorBody } from '#contracts/errors';
import {
  twilioInboundMessage,
  twilioStatusCallback,
  webhookReceived,
} from '#contracts/text-webhooks';
import type { AppInstance } from '../../app-types';
import { publicAccess } from '../../lib/auth-guard';
import { isTextDeliveryStatus } from '../../lib/texts/text-events';
import { TEXT_WEBHOOK_ROUTES } from '../../lib/texts/text-webhook-paths';
import { type FormParams, verifyTwilioSignature } from '../../lib/texts/twilio-signature';
import { signatureRefused } from './signature-refusal';
import { answerText } from './text-answer';
import { keywordOf, phoneOf } from './text-keywords';
import type { TextWebhookDeps } from './text-webhooks.routes';

const SIGNATURE_HEADER = 'x-twilio-signature';

/** Twilio expects TwiML from a messaging webhook; an empty Response sends no reply. */
const NO_REPLY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio's two webhooks. The guard refuses a call without a signature as it arrives, and one
 * whose signature does not sign the URL and every posted field before the body is validated.
 */
export function registerTwilioWebhooks(app: AppInstance, d: TextWebhookDeps): void {
  const { twilioAuthToken } = d;
  const signed = {
    onRequest: async (request: FastifyRequest) => {
      if (!twilioAuthToken || !request.headers[SIGNATURE_HEADER]) throw signatureRefused();
    },
    preValidation: async (request: FastifyRequest) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const params = (request.body ?? {}) as FormParams;
      const url = `${d.publicUrl.replace(/\/$/, '')}${request.url}`;
      if (
        !twilioAuthToken ||
        typeof signature !== 'string' ||
        !verifyTwilioSignature(twilioAuthToken, signature, url, params)
      ) {
        throw signatureRefused();
      }
    },
  };

  app.post(
    TEXT_WEBHOOK_ROUTES.twilioStatus,
    {
      ...publicAccess({ budget: 'provider-webhooks' }),
      ...signed,
      schema: { body: twilioStatusCallback, response: { 200: webhookReceived, 403: errorBody } },
    },
    async (req) => {
      const { MessageSid, MessageStatus, ErrorCode } = req.body;
      // Queued, sending, accepted and the like are on the way: only arrivals are reported.
      if (isTextDeliveryStatus(MessageStatus)) {
        await d.textEvents.status({
          channel: 'sms',
          providerId: MessageSid,
          status: MessageStatus,
          ...(ErrorCode ? { errorCode: ErrorCode } : {}),
        });
      }
      return { received: true as const };
    },
  );

  app.post(
    TEXT_WEBHOOK_ROUTES.twilioInbound,
    {
      ...publicAccess({ budget: 'provider-webhooks', file: true }),
      ...signed,
      schema: { body: twilioInboundMessage, response: { 403: errorBody } },
    },
    async (req, reply) => {
      const phone = phoneOf(req.body.From);
      const keyword = keywordOf(req.body.Body);
      if (phone && keyword) await d.textEvents[keyword]('sms', phone);
      return answerText(reply, 'text/xml; charset=utf-8', NO_REPLY);
    },
  );
}
