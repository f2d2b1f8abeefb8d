import { z } from 'zod';
import { textWebhookUrl } from './text-webhook-paths';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = (schema: z.ZodType<string>) => z.preprocess(emptyToUndefined, schema.optional());

/** The environment of the text senders (decision 0051), spread into server/config.ts's schema. */
export const textEnvShape = {
  SMS_SENDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'twilio']).default('outbox')),
  TWILIO_ACCOUNT_SID: optional(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC and 32 hex digits'),
  ),
  TWILIO_AUTH_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  // An E.164 number, or an alphanumeric sender ID of up to 11 characters.
  TWILIO_FROM: optional(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
        'must be an E.164 number or a sender ID',
      ),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optional(
    z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG and 32 hex digits'),
  ),
  TWILIO_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.twilio.com')),
  WHATSAPP_SENDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'cloud']).default('outbox')),
  WHATSAPP_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().regex(/^\d{5,30}$/, 'must be digits')),
  WHATSAPP_APP_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  WHATSAPP_VERIFY_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  WHATSAPP_API_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://graph.facebook.com/v26.0'),
  ),
};

const textEnv = z.object(textEnvShape);
export type TextEnv = z.output<typeof textEnv>;

export type SmsConfig =
  | { kind: 'outbox' }
  | {
      kind: 'twilio';
      accountSid: string;
      authToken: string;
      sender: { from: string } | { messagingServiceSid: string };
      apiUrl: string;
      /** Set when PUBLIC_URL is: Twilio cannot call back a site with no public address. */
      statusCallbackUrl: string | undefined;
    };

export type WhatsAppConfig =
  | { kind: 'outbox' }
  | { kind: 'cloud'; token: string; phoneNumberId: string; apiUrl: string };

export type TextConfig = {
  sms: SmsConfig;
  whatsapp: WhatsAppConfig;
  /** The secrets the webhooks check signatures with (server/modules/text-webhooks). */
  webhooks: {
    twilioAuthToken: string | undefined;
    whatsappAppSecret: string | undefined;
    whatsappVerifyToken: string | undefined;
  };
};

/** What a real sender lacks, one line each, as server/config.ts reports them. */
export function textProblems(e: TextEnv): string[] {
  const problems: string[] = [];
  if (e.SMS_SENDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
      if (!e[name]) problems.push(`${name}: required with SMS_SENDER=twilio`);
    }
    if (Boolean(e.TWILIO_FROM) === Boolean(e.TWILIO_MESSAGING_SERVICE_SID)) {
      problems.push(
        'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: set one of them with SMS_SENDER=twilio',
      );
    }
  }
  if (e.WHATSAPP_SENDER === 'cloud') {
    for (const name of [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const) {
      if (!e[name]) problems.push(`${name}: required with WHATSAPP_SENDER=cloud`);
    }
  }
  return problems;
}

/** The text senders' configuration, once `textProblems` found nothing. */
export function textConfig(e: TextEnv, publicUrl: string | undefined): TextConfig {
  const sms: SmsConfig =
    e.SMS_SENDER === 'twilio' && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
      ? {
          kind: 'twilio',
          accountSid: e.TWILIO_ACCOUNT_SID,
          authToken: e.TWILIO_AUTH_TOKEN,
          sender: e.TWILIO_MESSAGING_SERVICE_SID
            ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID }
            : { from: e.TWILIO_FROM ?? '' },
          apiUrl: e.TWILIO_API_URL,
          statusCallbackUrl: publicUrl ? textWebhookUrl(publicUrl, 'twilioStatus') : undefined,
        }
      : { kind: 'outbox' };
  const whatsapp: WhatsAppConfig =
    e.WHATSAPP_SENDER === 'cloud' && e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
      ? {
          kind: 'cloud',
          token: e.WHATSAPP_TOKEN,
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
          apiUrl: e.WHATSAPP_API_URL,
        }
      : { kind: 'outbox' };
  return {
    sms,
    whatsapp,
    webhooks: {
      twilioAuthToken: e.TWILIO_AUTH_TOKEN,
      whatsappAppSecret: e.WHATSAPP_APP_SECRET,
      whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
  };
}
