import { z } from 'zod';
import { badge } from './badges';
import { cursorPage } from './common';
import { providerReview } from './providers';

/**
 * A provider's public page (issue 28 item 1, decision 0065): what anyone, signed in or not,
 * may read of a provider the directory lists. Whitelisted field by field: no email, phone,
 * street address or date of birth ever leaves the server here.
 */

export { RESPONSE_TIME_DAYS, RESPONSE_TIME_MIN_SAMPLES } from './response-times';

export const publicProviderPage = z.object({
  sp_id: z.number().int(),
  fullname: z.string(),
  /** The provider's city, in the reader's language, and its id (a direct request's city). */
  city: z.string(),
  city_id: z.number().int(),
  /** Path of the public photo under /api (the directory's), or null. */
  photo: z.string().nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  completedJobs: z.number().int(),
  /**
   * The booked jobs the provider cancelled less than LATE_CANCEL_HOURS before their start, in
   * the last LATE_CANCEL_RECORD_DAYS days (contracts/reschedules.ts, decision 0077).
   */
  lateCancellations: z.number().int(),
  /** The day the account was made, `YYYY-MM-DD`. */
  memberSince: z.string(),
  services: z.array(
    z.object({
      service_id: z.number().int(),
      service_name: z.string(),
      category_id: z.number().int(),
      category_name: z.string(),
    }),
  ),
  /** Each badge the provider earned, with the rule it met (decision 0066). */
  badges: z.array(badge),
  /**
   * The median minutes from a request reaching the provider to its first message or offer
   * about it (decision 0065), and how many responses made it; null below the minimum.
   */
  responseTime: z.object({ medianMinutes: z.number().int(), samples: z.number().int() }).nullable(),
});
export type PublicProviderPage = z.infer<typeof publicProviderPage>;

/** A review as anyone reads it: the reviewer by first name and initial only. */
export const publicReview = providerReview
  .omit({ client_name: true })
  .extend({ reviewer: z.string() });
export type PublicReview = z.infer<typeof publicReview>;
export const publicReviewPage = cursorPage(publicReview);
export type PublicReviewPage = z.infer<typeof publicReviewPage>;
