import { z } from 'zod';
import { idString, requiredText } from './common';

export const catalogStatus = z.enum(['active', 'inactive']);

export const city = z.object({ city_id: z.number().int(), name: z.string() });
export type City = z.infer<typeof city>;

export const category = z.object({
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: catalogStatus,
});
export type Category = z.infer<typeof category>;

export const service = z.object({
  service_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: catalogStatus,
  category_id: z.number().int(),
});
export type Service = z.infer<typeof service>;

export const serviceName = z.object({ service_id: z.number().int(), name: z.string() });
export type ServiceName = z.infer<typeof serviceName>;

export const categoryIdParams = z.object({ id: idString });
export const servicesParams = z.object({ categoryId: idString });
export const serviceNameQuery = z.object({ service_id: idString });

/**
 * The icon file of a category: its lowercased name with spaces turned into hyphens (the
 * spec's rule). Accents are dropped and any other punctuation becomes a hyphen too, so a name
 * like "Plumbing & Heating" still gives a safe file name.
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Names of the drawn site images: no catalog entry may take one (its icon would replace them). */
export const RESERVED_IMAGE_NAMES = [
  'logo',
  'home-1',
  'home-2',
  'home-3',
  'about-1',
  'about-2',
  'about-3',
];

/** A name that gives a usable image file name (at least one letter or digit). */
export const hasSlug = (name: string) => categorySlug(name).length > 0;

export function categoryImagePath(name: string): string {
  return `/images/${encodeURIComponent(categorySlug(name))}.png`;
}

/** An active service with its category, for the provider's service pickers. */
export const offeredService = z.object({
  service_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
});
export type OfferedService = z.infer<typeof offeredService>;

/** A new catalog name: required, and with at least one letter or digit for its image file. */
export const catalogName = (label: string, max: number) =>
  requiredText(label, max).refine(hasSlug, `${label} must contain a letter or a digit.`);
