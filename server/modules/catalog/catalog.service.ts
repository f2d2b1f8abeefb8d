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
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type CachedJson, createJsonCache } from '../../lib/json-cache';
import * as repo from './catalog.repo';
import { toService } from './service-view';

/**
 * What visitors and clients may see of the catalog: active categories and services only. The
 * public lists are kept in memory as their JSON answers (whitelisted by their contracts once,
 * when loaded) until the admin changes the catalog: `changed()` here, and on every other node
 * through the broadcaster's node signal.
 */
export function createCatalogService(db: Kysely<Database>) {
  async function activeCategory(categoryId: number): Promise<Category> {
    const found = await repo.findCategory(db, categoryId);
    if (found?.status !== 'active') throw notFound('catalog.category.notFound');
    return found;
  }
  const cache = createJsonCache();

  return {
    /** The admin changed categories or services: the kept answers are stale. */
    changed: () => cache.clear(),

    /** The public lists, as JSON answers ready to send. */
    cached: {
      cities: (): Promise<CachedJson> =>
        cache.get('cities', async () => z.array(city).parse(await repo.listCities(db))),
      categories: (): Promise<CachedJson> =>
        cache.get('categories', async () =>
          z.array(category).parse(await repo.listActiveCategories(db)),
        ),
      offerableServices: (): Promise<CachedJson> =>
        cache.get('offerable-services', async () =>
          z.array(offeredService).parse(await repo.listOfferableServices(db)),
        ),
      category: (categoryId: number): Promise<CachedJson> =>
        cache.get(`category:${categoryId}`, async () =>
          category.parse(await activeCategory(categoryId)),
        ),
      services: (categoryId: number): Promise<CachedJson> =>
        cache.get(`services:${categoryId}`, async () => {
          await activeCategory(categoryId);
          return z
            .array(service)
            .parse((await repo.listActiveServices(db, categoryId)).map(toService));
        }),
    },

    /** Whether `cityId` names a city of the list (other modules check a chosen city here). */
    cityExists: (cityId: number): Promise<boolean> => repo.cityExists(db, cityId),

    async activeServiceName(serviceId: number): Promise<ServiceName> {
      const found = await repo.findServiceWithCategory(db, serviceId);
      if (found?.status !== 'active' || found.category_status !== 'active') {
        throw notFound('catalog.errors.serviceNotFound');
      }
      return { service_id: found.service_id, name: found.name };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
