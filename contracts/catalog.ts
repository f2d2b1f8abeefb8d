import { z } from 'zod';
import type { TextKey } from '../locales/catalog';
import { hasSlug } from './catalog-images';
import { idString, line, requiredLine, requiredText, text } from './common';

/** The longest catalog name and description (the admin's forms). */
export const CATALOG_NAME_MAX = 80;
export const CATALOG_DESCRIPTION_MAX = 300;

export const catalogStatus = z.enum(['active', 'inactive']);

export const city = z.object({ city_id: z.number().int(), name: z.string() });
export type City = z.infer<typeof city>;
export const cityList = z.array(city);

export const category = z.object({
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: catalogStatus,
  /** Its icon's path, named by its English name whatever the reader's language (decision 0059). */
  image: z.string(),
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
  /** Its category's icon path (named by the English name, decision 0059). */
  category_image: z.string(),
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

/**
 * Urdu words the admin may leave empty (decision 0059): trimmed; empty is null, and readers
 * then get the English.
 */
const urduLine = (max: number) =>
  line(max)
    .optional()
    .nullable()
    .transform((s) => (s ? s : null));
const urduText = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((s) => (s ? s : null));

/** Both languages as written, added to the admin's answers beside the spec's fields. */
const bothLanguages = {
  name_en: z.string(),
  name_ur: z.string().nullable(),
  description_en: z.string(),
  description_ur: z.string().nullable(),
};
/** A category as the admin sees it: the spec's fields (in the reader's language) and both languages. */
export const adminCategory = category.extend(bothLanguages);
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminService = service.extend(bothLanguages);
export type AdminService = z.infer<typeof adminService>;

/** The Urdu fields of a new category or service (multipart text fields beside the spec's). */
export const urduFields = {
  name_ur: urduLine(CATALOG_NAME_MAX),
  description_ur: urduText(CATALOG_DESCRIPTION_MAX),
};

/**
 * `PUT /api/admin/categories/:id/words`, `PUT /api/admin/services/:id/words`: the English
 * description and the Urdu name and description. The English name stays: it is the spec's
 * name and names the image file.
 */
export const catalogWordsRequest = z.object({
  description: requiredText('admin.validation.descriptionRequired', CATALOG_DESCRIPTION_MAX),
  ...urduFields,
});
export type CatalogWordsRequest = z.input<typeof catalogWordsRequest>;

/** A city as the admin sees it: `name` in the reader's language, and both names. */
export const adminCity = city.extend({ name_en: z.string(), name_ur: z.string().nullable() });
export type AdminCity = z.infer<typeof adminCity>;
export const CITY_NAME_MAX = 60;
/** `POST /api/admin/cities` and `PUT /api/admin/cities/:id`: its English and Urdu names. */
export const cityRequest = z.object({
  name: requiredLine('admin.validation.cityNameRequired', CITY_NAME_MAX),
  name_ur: urduLine(CITY_NAME_MAX),
});
export type CityRequest = z.input<typeof cityRequest>;
