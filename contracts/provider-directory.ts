import { z } from 'zod';
import { badge } from './badges';
import { cursorPage, cursorQuery, idString } from './common';
import { DIRECTORY_SORTS } from './directory-sorts';

export { DIRECTORY_SORTS, type DirectorySort } from './directory-sorts';

/**
 * The public provider directory (decision 0032): `GET /api/providers` lists the active
 * providers who offer at least one available service of an active category, filtered and
 * sorted, a page at a time; `GET /api/providers/count` says how many serve a city and service.
 */

export const directoryQuery = cursorQuery.extend({
  city_id: idString.optional(),
  category_id: idString.optional(),
  service_id: idString.optional(),
  /** `rating`: best rated first (then most rated); `jobs`: most completed jobs first. */
  sort: z.enum(DIRECTORY_SORTS).default('rating'),
});
export type DirectoryQuery = z.output<typeof directoryQuery>;

/** What anyone may see of a provider: no email, phone, address or birth date. */
export const directoryProvider = z.object({
  sp_id: z.number().int(),
  fullname: z.string(),
  city: z.string(),
  /** One decimal; null before the first rating. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  completedJobs: z.number().int(),
  /** The public photo's address under /api (changes with the photo), or null: initials. */
  photo: z.string().nullable(),
  /** Whether the provider verified a mobile number (decision 0053); never the number. */
  phone_verified: z.boolean(),
  /** The badges the provider earned, each with its rule (decision 0066). */
  badges: z.array(badge),
  /** The services the provider offers now (available, active), by category then name. */
  services: z.array(
    z.object({
      service_id: z.number().int(),
      service_name: z.string(),
      category_name: z.string(),
    }),
  ),
});
export type DirectoryProvider = z.infer<typeof directoryProvider>;

export const directoryPage = cursorPage(directoryProvider);
export type DirectoryPage = z.infer<typeof directoryPage>;

export const providerCountQuery = z.object({ city_id: idString, service_id: idString });
export const providerCount = z.object({ count: z.number().int() });
export type ProviderCount = z.infer<typeof providerCount>;

/** `GET /api/providers/{spId}/photo?v=`: `v` names the photo version the address was made for. */
export const providerPhotoQuery = z.object({
  v: z
    .string()
    .regex(/^[0-9a-f]{1,32}$/)
    .optional(),
});
