import type { Kysely } from 'kysely';
import type {
  Category,
  City,
  OfferedService,
  Service,
  ServiceName,
} from '../../../contracts/catalog';
import { Messages } from '../../../contracts/messages';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import * as repo from './catalog.repo';

/** What visitors and clients may see of the catalog: active categories and services only. */
export function createCatalogService(db: Kysely<Database>) {
  async function activeCategory(categoryId: number): Promise<Category> {
    const category = await repo.findCategory(db, categoryId);
    if (category?.status !== 'active') throw notFound(Messages.categoryNotFound);
    return category;
  }

  return {
    cities: (): Promise<City[]> => repo.listCities(db),

    /** Whether `cityId` names a city of the list (other modules check a chosen city here). */
    cityExists: (cityId: number): Promise<boolean> => repo.cityExists(db, cityId),

    activeCategories: (): Promise<Category[]> => repo.listActiveCategories(db),

    offerableServices: (): Promise<OfferedService[]> => repo.listOfferableServices(db),

    activeCategory,

    async activeServices(categoryId: number): Promise<Service[]> {
      await activeCategory(categoryId);
      return repo.listActiveServices(db, categoryId);
    },

    async activeServiceName(serviceId: number): Promise<ServiceName> {
      const found = await repo.findServiceWithCategory(db, serviceId);
      if (found?.status !== 'active' || found.category_status !== 'active') {
        throw notFound('Service not found.');
      }
      return { service_id: found.service_id, name: found.name };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
