import { z } from 'zod';
import type { TextKey } from '../locales/catalog';
import { hasSlug } from './catalog-images';
import { idString, requiredLine } from './common';

export const catalogStatus = z.enum(['active', 'inactive']);

export const city = z.object({ city_id: z.number().int(), name: z.string() });
export type City = z.infer<typeof city>;
export const cityList = z.array(city);

export const category = z.object({
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: catalogStatus,
});
export type Category = z.infer<typeof category>;
export const categoryList = z.array(category);

export const service = z.object({
  service_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: catalogStatus,
  category_id: z.number().int(),
  /** Its image's path, or null when it has none (the seeded services). */
  image: z.string().nullable(),
});
export type Service = z.infer<typeof service>;
export const serviceList = z.array(service);

export const serviceName = z.object({ service_id: z.number().int(), name: z.string() });
export type ServiceName = z.infer<typeof serviceName>;

export const categoryIdParams = z.object({ id: idString });
export const servicesParams = z.object({ categoryId: idString });
export const serviceNameQuery = z.object({ service_id: idString });

/** An active service with its category, for the provider's service pickers. */
export const offeredService = z.object({
  service_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
});
export type OfferedService = z.infer<typeof offeredService>;

/**
 * A new catalog name: required (`required`, the catalog key of what an empty field says), and
 * with at least one letter or digit for its image file.
 */
export const catalogName = (
  required: Parameters<typeof requiredLine>[0],
  max: number,
  noSlug: TextKey = 'catalog.validation.nameNeedsLetterOrDigit',
) => requiredLine(required, max).refine(hasSlug, noSlug);
