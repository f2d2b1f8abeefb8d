import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { newCategoryFields, newServiceFields } from '#contracts/admin';
import type {
  AdminCategory,
  AdminCity,
  AdminService,
  CatalogWordsRequest,
  CityRequest,
} from '#contracts/catalog';
import { categorySlug, RESERVED_IMAGE_NAMES } from '#contracts/catalog-images';
import type { Language } from '#locales/languages';
import type { CatalogStatus, Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import * as repo from './catalog.repo';
import { toCategory, toService } from './service-view';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * The admin's side of the catalog: every category and service, their status, new ones with an
 * image. `changed` runs after each committed change of what the public sees.
 */
export function createCatalogAdminService(
  db: Kysely<Database>,
  files: FileStore,
  changed: () => void,
) {
  /** Image files are named by slug, so two names with one slug would share (and overwrite) an icon. */
  async function assertImageNameFree(name: string, executor: Kysely<Database> = db) {
    const slug = categorySlug(name);
    if (RESERVED_IMAGE_NAMES.includes(slug))
      throw conflict({ key: 'catalog.errors.nameReserved', params: { name } });
    const names = await repo.allCatalogNames(executor);
    if (names.some((n) => categorySlug(n) === slug)) {
      throw conflict({ key: 'catalog.errors.nameUsed', params: { name } });
    }
  }

  /** Inserts a row and writes its image together: if either fails, neither stays. */
  async function insertWithImage(
    name: string,
    image: UploadedFile | undefined,
    insert: (trx: Kysely<Database>) => Promise<number>,
  ) {
    const fileName = `${categorySlug(name)}.png`;
    let wroteImage = false;
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await insert(trx);
        if (image) {
          await files.savePublicImage(fileName, image.bytes);
          wroteImage = true;
        }
        return id;
      });
    } catch (err) {
      if (wroteImage) await files.removePublicImage(fileName);
      if (isUniqueViolation(err))
        throw conflict({ key: 'catalog.errors.nameExists', params: { name } });
      throw err;
    }
  }

  async function category(categoryId: number, language: Language): Promise<AdminCategory> {
    const found = await repo.findCategory(db, categoryId, language);
    if (!found) throw notFound('catalog.category.notFound');
    return toCategory(found);
  }

  async function service(serviceId: number, language: Language): Promise<AdminService> {
    const found = await repo.findService(db, serviceId, language);
    if (!found) throw notFound('catalog.errors.serviceNotFound');
    return toService(found);
  }

  async function city(cityId: number, language: Language): Promise<AdminCity> {
    const found = await repo.findCity(db, cityId, language);
    if (!found) throw notFound('catalog.errors.cityNotFound');
    return found;
  }

  /** A city's English name is unique whatever its case. */
  async function assertCityNameFree(name: string, except?: number) {
    if (await repo.cityNameTaken(db, name, except))
      throw conflict({ key: 'catalog.errors.cityExists', params: { name } });
  }

  return {
    allCategories: async (language: Language): Promise<AdminCategory[]> =>
      (await repo.listAllCategories(db, language)).map(toCategory),

    async allServices(categoryId: number, language: Language): Promise<AdminService[]> {
      await category(categoryId, language);
      return (await repo.listAllServices(db, categoryId, language)).map(toService);
    },

    /** The English description and the Urdu name and description of a category. */
    async setCategoryWords(
      categoryId: number,
      words: CatalogWordsRequest & { name_ur: string | null; description_ur: string | null },
      language: Language,
    ): Promise<AdminCategory> {
      if (!(await repo.setCategoryWords(db, categoryId, words)))
        throw notFound('catalog.category.notFound');
      changed();
      return category(categoryId, language);
    },

    async setServiceWords(
      serviceId: number,
      words: CatalogWordsRequest & { name_ur: string | null; description_ur: string | null },
      language: Language,
    ): Promise<AdminService> {
      if (!(await repo.setServiceWords(db, serviceId, words)))
        throw notFound('catalog.errors.serviceNotFound');
      changed();
      return service(serviceId, language);
    },

    allCities: (language: Language): Promise<AdminCity[]> =>
      repo.listCitiesBothLanguages(db, language),

    async addCity(
      input: CityRequest & { name_ur: string | null },
      language: Language,
    ): Promise<AdminCity> {
      await assertCityNameFree(input.name);
      let id: number;
      try {
        id = await repo.insertCity(db, input.name, input.name_ur);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict({ key: 'catalog.errors.cityExists', params: { name: input.name } });
        throw err;
      }
      changed();
      return city(id, language);
    },

    async setCityNames(
      cityId: number,
      input: CityRequest & { name_ur: string | null },
      language: Language,
    ): Promise<AdminCity> {
      await city(cityId, language);
      await assertCityNameFree(input.name, cityId);
      try {
        await repo.setCityNames(db, cityId, input.name, input.name_ur);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict({ key: 'catalog.errors.cityExists', params: { name: input.name } });
        throw err;
      }
      changed();
      return city(cityId, language);
    },

    /** A city nobody names (no provider, client or request) goes; one in use stays: 409. */
    async removeCity(cityId: number, language: Language) {
      await city(cityId, language);
      if (!(await repo.deleteUnusedCity(db, cityId))) throw conflict('catalog.errors.cityInUse');
      changed();
      return { message: 'City removed' };
    },

    async setCategoryStatus(
      categoryId: number,
      status: CatalogStatus,
      language: Language,
    ): Promise<AdminCategory> {
      await category(categoryId, language);
      if (status === 'active' && (await repo.countActiveServices(db, categoryId)) === 0) {
        throw conflict('catalog.errors.activateNeedsService');
      }
      if (!(await repo.setCategoryStatus(db, categoryId, status)))
        throw notFound('catalog.category.notFound');
      changed();
      return category(categoryId, language);
    },

    async setServiceStatus(
      serviceId: number,
      status: CatalogStatus,
      language: Language,
    ): Promise<AdminService> {
      const current = await service(serviceId, language);
      if (status === 'inactive' && current.status === 'active') {
        const parent = await category(current.category_id, language);
        if (
          parent.status === 'active' &&
          (await repo.countActiveServices(db, parent.category_id)) <= 1
        ) {
          throw conflict('catalog.errors.lastActiveService');
        }
      }
      if (!(await repo.setServiceStatus(db, serviceId, status)))
        throw notFound('catalog.errors.serviceNotFound');
      changed();
      return service(serviceId, language);
    },

    /** A new category starts inactive: clients see it once it has services and the admin activates it. */
    async addCategory(input: z.output<typeof newCategoryFields>, image: UploadedFile | undefined) {
      if (!image) throw badRequest('catalog.errors.categoryImageRequired');
      await assertImageNameFree(input.name);
      const id = await insertWithImage(input.name, image, (trx) => repo.insertCategory(trx, input));
      changed();
      return { message: 'Category added', id };
    },

    async addService(input: z.output<typeof newServiceFields>, image: UploadedFile | undefined) {
      if (!image) throw badRequest('catalog.errors.serviceImageRequired');
      await category(input.category_id, 'en');
      await assertImageNameFree(input.name);
      const id = await insertWithImage(input.name, image, (trx) =>
        repo.insertService(trx, input, image !== undefined),
      );
      changed();
      return { message: 'Service added', id };
    },

    /** Creates an inactive category from an approved request (used by the requests service). */
    async createFromRequest(
      trx: Kysely<Database>,
      name: string,
      description: string,
      image: UploadedFile | undefined,
    ) {
      await assertImageNameFree(name, trx);
      const id = await repo.insertCategory(trx, {
        name,
        description,
        name_ur: null,
        description_ur: null,
      });
      if (image) await files.savePublicImage(`${categorySlug(name)}.png`, image.bytes);
      return id;
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
