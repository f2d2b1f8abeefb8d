import type { FastifyPluginAsync } from 'fastify';
import type { AppInstance } from '../../app-types';
import type { TextEvents } from '../../lib/texts/text-events';
import { registerTwilioWebhooks } from './twilio-webhooks';
import { readProviderBodies } from './webhook-bodies';
import { registerWhatsAppWebhooks } from './whatsapp-webhooks';

export type TextWebhookDeps = {
  textEvents: TextEvents;
  /** Unset: Twilio's webhooks refuse every call (nothing can be verified). */
  twilioAuthToken?: string;
  /** The site's public URL, as Twilio calls it: part of what Twilio signs. */
  publicUrl: string;
  /** Unset: Meta's posts are refused. */
  whatsappAppSecret?: string;
  /** Unset: Meta's subscription check is refused. */
  whatsappVerifyToken?: string;
};

/**
 * The SMS and WhatsApp providers' webhooks (decision 0051): delivery statuses and STOP/START
 * replies, reported to `TextEvents`. Public routes whose caller is proven by the provider's
 * signature, checked before the body is used; the form and raw-JSON readers they need are
 * registered in this plugin's scope only. Register under the `/api` prefix.
 */
export function textWebhookRoutes(deps: TextWebhookDeps): FastifyPluginAsync {
  return async (scope) => {
    readProviderBodies(scope);
    registerTwilioWebhooks(scope as AppInstance, deps);
    registerWhatsAppWebhooks(scope as AppInstance, deps);
  };
}
