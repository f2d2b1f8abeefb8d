import { z } from 'zod';
import { categorySlug } from './catalog-images';
import { cursorQuery } from './common';
import { priceGuide } from './price-guides';
import { directoryPage, directoryProvider } from './provider-directory';

/**
 * The public landing pages (decision 0094): `/services`, `/services/:service` and
 * `/services/:service/:city`. A service or city is named in the address by its id and the slug
 * of its English name (`12-plumbing`, `2-lahore`): the id finds it, the words are for people and
 * search engines, and an old slug (the name changed) leads to the current one.
 */

/** The address word of a catalog row: `<id>-<slug of the English name>`, or the id alone. */
export function landingSlug(id: number, englishName: string): string {
  const words = categorySlug(englishName).slice(0, 60).replace(/-+$/, '');
  return words ? `${id}-${words}` : String(id);
}

const MAX_ID = 2_147_483_647;

/** A slug as it arrives in a path: its id, and the words after it (checked against the current). */
export const slugParam = z
  .string()
  .regex(/^\d{1,10}(-[a-z0-9-]{0,80})?$/, 'landing.errors.slugInvalid')
  .transform((s) => ({ id: Number(s.split('-')[0]), slug: s }))
  .refine((v) => v.id > 0 && v.id <= MAX_ID, 'landing.errors.slugInvalid');
export type SlugParam = z.output<typeof slugParam>;

export const serviceParams = z.object({ service: slugParam });
export const serviceCityParams = z.object({ service: slugParam, city: slugParam });

/** The first providers a service's page shows. */
export const SERVICE_PAGE_TOP_PROVIDERS = 6;
/** The providers a service-in-a-city page shows at a time. */
export const LANDING_PAGE_PROVIDERS = 12;

export const landingService = z.object({
  service_id: z.number().int(),
  /** In the reader's language. */
  name: z.string(),
  description: z.string(),
  /** The current slug; an address with another is led here. */
  slug: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
});
export type LandingService = z.infer<typeof landingService>;

export const landingCity = z.object({
  city_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type LandingCity = z.infer<typeof landingCity>;

/** `GET /api/public/services`: the active categories, each with its active services. */
export const serviceCatalogPage = z.object({
  categories: z.array(
    z.object({
      category_id: z.number().int(),
      name: z.string(),
      description: z.string(),
      image: z.string(),
      services: z.array(landingService.omit({ category_id: true, category_name: true })),
    }),
  ),
});
export type ServiceCatalogPage = z.infer<typeof serviceCatalogPage>;

/** `GET /api/public/services/:service`: where it is offered, and its best rated providers. */
export const servicePage = z.object({
  service: landingService,
  /** The cities where at least one listed provider offers it, by name. */
  cities: z.array(landingCity),
  topProviders: z.array(directoryProvider),
});
export type ServicePage = z.infer<typeof servicePage>;

/** `GET /api/public/services/:service/:city`: the providers there, a page at a time. */
export const serviceCityQuery = cursorQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(LANDING_PAGE_PROVIDERS),
});
export const serviceCityPage = z.object({
  service: landingService,
  city: landingCity,
  providers: directoryPage,
  /** The price range of the last 90 days (decision 0083), when enough orders make one. */
  priceGuide: priceGuide.nullable(),
});
export type ServiceCityPage = z.infer<typeof serviceCityPage>;
