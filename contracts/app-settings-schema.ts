import { z } from 'zod';
import type { AppSettings } from './app-settings';

/** GET /settings (contracts/app-settings.ts says what each setting is). */
export const appSettings = z.object({
  currency: z.string(),
  disputeWindowDays: z.number(),
  staleAdminDays: z.number(),
}) satisfies z.ZodType<AppSettings>;
