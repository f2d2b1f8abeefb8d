import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  type Category,
  category,
  city,
  offeredService,
  type ServiceName,
  service,
} from '#contracts/catalog';
import { categoryImagePath } from '#contracts/catalog-images';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type CachedJson, createJsonCache } from '../../lib/json-cache';
import * as repo from './catalog.repo';
import { toCategory, toService } from './service-view';

/**
 * What visitors and clients may see of the catalog: active categories and services only. The
 * public lists are kept in memory as their JSON answers (whitelisted by their contracts once,
 * when loaded) until the admin changes the catalog: `changed()` here, and on every other node
 * through the broadcaster's node signal.
 */
export function createCatalogService(db: Kysely<Database>) {
  async function activeCategory(categoryId: number, language: Language): Promise<Category> {
    const found = await repo.findCategory(db, categoryId, language);
    if (found?.status !== 'active') throw notFound('catalog.category.notFound');
    return toCategory(found);
  }
  const cache = createJsonCache();

  return {
    /** The admin changed categories or services: the kept answers are stale. */
    changed: () => cache.clear(),

    /** The public lists, as JSON answers ready to send, one per reader's language. */
    cached: {
      cities: (language: Language): Promise<CachedJson> =>
        cache.get(`${language}:cities`, async () =>
          z.array(city).parse(await repo.listCities(db, language)),
        ),
      categories: (language: Language): Promise<CachedJson> =>
        cache.get(`${language}:categories`, async () =>
          z.array(category).parse((await repo.listActiveCategories(db, language)).map(toCategory)),
        ),
      offerableServices: (language: Language): Promise<CachedJson> =>
        cache.get(`${language}:offerable-services`, async () =>
          z.array(offeredService).parse(
            (await repo.listOfferableServices(db, language)).map((s) => ({
              ...s,
              category_image: categoryImagePath(s.category_image_name),
            })),
          ),
        ),
      category: (categoryId: number, language: Language): Promise<CachedJson> =>
        cache.get(`${language}:category:${categoryId}`, async () =>
          category.parse(await activeCategory(categoryId, language)),
        ),
      services: (categoryId: number, language: Language): Promise<CachedJson> =>
        cache.get(`${language}:services:${categoryId}`, async () => {
          await activeCategory(categoryId, language);
          return z
            .array(service)
            .parse((await repo.listActiveServices(db, categoryId, language)).map(toService));
        }),
    },

    /** Whether `cityId` names a city of the list (other modules check a chosen city here). */
    cityExists: (cityId: number): Promise<boolean> => repo.cityExists(db, cityId),

    async activeServiceName(serviceId: number, language: Language): Promise<ServiceName> {
      const found = await repo.findServiceWithCategory(db, serviceId, language);
      if (found?.status !== 'active' || found.category_status !== 'active') {
        throw notFound('catalog.errors.serviceNotFound');
      }
      return { service_id: found.service_id, name: found.name };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
