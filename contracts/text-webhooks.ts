import { z } from 'zod';

/**
 * What the SMS and WhatsApp providers post to us (decision 0051). Only the fields we read are
 * named; the providers send more, which are dropped after their signature was checked over all
 * of them.
 */

/** Twilio's status callback (form-encoded): the Message's sid and its new status. */
export const twilioStatusCallback = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});

/** A text someone sent to our Twilio number (form-encoded). */
export const twilioInboundMessage = z.object({
  From: z.string().min(1).max(64),
  Body: z.string().max(4000).default(''),
});

/** Meta's subscription check: answered with the challenge when the verify token is ours. */
export const whatsappVerifyQuery = z.object({
  'hub.mode': z.string().max(32),
  'hub.verify_token': z.string().max(512),
  'hub.challenge': z.string().max(512),
});

const whatsappStatus = z.object({
  id: z.string().min(1).max(256),
  status: z.string().max(32),
  errors: z
    .array(z.object({ code: z.number().optional() }))
    .max(20)
    .optional(),
});

const whatsappMessage = z.object({
  from: z.string().max(32),
  type: z.string().max(32),
  text: z.object({ body: z.string().max(8192) }).optional(),
  button: z
    .object({ text: z.string().max(256).optional(), payload: z.string().max(1024).optional() })
    .optional(),
});

/** Meta's webhook notification: each entry's changes carry statuses and messages. */
export const whatsappNotification = z.object({
  object: z.string().max(64),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(64).optional(),
              value: z.object({
                statuses: z.array(whatsappStatus).max(1000).optional(),
                messages: z.array(whatsappMessage).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsAppNotification = z.infer<typeof whatsappNotification>;

/** What a webhook that reports something answers: the provider only needs a 200. */
export const webhookReceived = z.object({ received: z.literal(true) });
