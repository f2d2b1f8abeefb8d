import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { installErrorHandler } from '../lib/error-handler';
import type { TextEvents } from '../lib/texts/text-events';
import {
  type TextWebhookDeps,
  textWebhookRoutes,
} from '../modules/text-webhooks/text-webhooks.routes';

export const PUBLIC_URL = 'https://market.example';
export const AUTH_TOKEN = 'twilio-auth-token-0123456789';
export const APP_SECRET = 'meta-app-secret-0123456789';
export const VERIFY_TOKEN = 'verify-token-0123456789abcdef';

/** What the webhooks told `TextEvents`, in order. */
export type Call = [string, ...unknown[]];

export function recordingTextEvents(): { calls: Call[]; textEvents: TextEvents } {
  const calls: Call[] = [];
  return {
    calls,
    textEvents: {
      status: async (input) => void calls.push(['status', input]),
      stop: async (channel, phone) => void calls.push(['stop', channel, phone]),
      start: async (channel, phone) => void calls.push(['start', channel, phone]),
    },
  };
}

/**
 * A bare Fastify app with the webhooks plugin under /api, the app's error handler and zod
 * compilers, and one route outside the plugin (the providers' body readers must not reach it).
 */
export async function textWebhooksApp(
  textEvents: TextEvents,
  deps: Partial<TextWebhookDeps> = {},
): Promise<AppInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>() as unknown as AppInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(
    textWebhookRoutes({
      textEvents,
      publicUrl: PUBLIC_URL,
      twilioAuthToken: AUTH_TOKEN,
      whatsappAppSecret: APP_SECRET,
      whatsappVerifyToken: VERIFY_TOKEN,
      ...deps,
    }),
    { prefix: '/api' },
  );
  app.post('/api/elsewhere', { schema: { body: z.object({ a: z.string() }) } }, () => ({ ok: 1 }));
  await app.ready();
  return app;
}
