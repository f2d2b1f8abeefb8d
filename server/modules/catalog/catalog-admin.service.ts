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
import type { AuditActor, AuditDraft, AuditRecorder } from '../audit-log/audit-log.service';
import { changedFields } from '../audit-log/changed-fields';
import * as repo from './catalog.repo';
import { toCategory, toService } from './service-view';

/** The words an admin edits, as the audit log keeps them. */
const wordsOf = (row: AdminCategory | AdminService) => ({
  description: row.description_en,
  name_ur: row.name_ur,
  description_ur: row.description_ur,
});
const cityNames = (row: AdminCity) => ({ name: row.name_en, name_ur: row.name_ur });

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * The admin's side of the catalog: every category and service, their status, new ones with an
 * image. `changed` runs after each committed change of what the public sees; each change
 * writes its audit row in its transaction.
 */
export function createCatalogAdminService(
  db: Kysely<Database>,
  files: FileStore,
  audit: AuditRecorder,
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

  async function category(
    categoryId: number,
    language: Language,
    executor: Kysely<Database> = db,
  ): Promise<AdminCategory> {
    const found = await repo.findCategory(executor, categoryId, language);
    if (!found) throw notFound('catalog.category.notFound');
    return toCategory(found);
  }

  async function service(
    serviceId: number,
    language: Language,
    executor: Kysely<Database> = db,
  ): Promise<AdminService> {
    const found = await repo.findService(executor, serviceId, language);
    if (!found) throw notFound('catalog.errors.serviceNotFound');
    return toService(found);
  }

  async function city(
    cityId: number,
    language: Language,
    executor: Kysely<Database> = db,
  ): Promise<AdminCity> {
    const found = await repo.findCity(executor, cityId, language);
    if (!found) throw notFound('catalog.errors.cityNotFound');
    return found;
  }

  /** A city's English name is unique whatever its case. */
  async function assertCityNameFree(name: string, except?: number) {
    if (await repo.cityNameTaken(db, name, except))
      throw conflict({ key: 'catalog.errors.cityExists', params: { name } });
  }

  /**
   * Runs an admin's change in one transaction with its audit row (decision 0064): `work`
   * answers its result and the row's draft; `refusal` names the error a database refusal
   * (a unique name taken meanwhile, a city in use) answers.
   */
  async function audited<T>(
    by: AuditActor,
    work: (trx: Kysely<Database>) => Promise<{ result: T; draft: AuditDraft }>,
    refusal: (err: unknown) => Error | undefined = () => undefined,
  ): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const { result, draft } = await work(trx);
        await audit.record(trx, by, draft);
        return result;
      });
    } catch (err) {
      throw refusal(err) ?? err;
    }
  }

  const cityTaken = (name: string) => (err: unknown) =>
    isUniqueViolation(err)
      ? conflict({ key: 'catalog.errors.cityExists', params: { name } })
      : undefined;

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
      by: AuditActor,
    ): Promise<AdminCategory> {
      await audited(by, async (trx) => {
        const before = await category(categoryId, 'en', trx);
        await repo.setCategoryWords(trx, categoryId, words);
        const after = await category(categoryId, 'en', trx);
        return {
          result: undefined,
          draft: {
            action: 'category.words',
            target: { entity: 'category', id: categoryId },
            ...changedFields(wordsOf(before), wordsOf(after)),
          },
        };
      });
      changed();
      return category(categoryId, language);
    },

    async setServiceWords(
      serviceId: number,
      words: CatalogWordsRequest & { name_ur: string | null; description_ur: string | null },
      language: Language,
      by: AuditActor,
    ): Promise<AdminService> {
      await audited(by, async (trx) => {
        const before = await service(serviceId, 'en', trx);
        await repo.setServiceWords(trx, serviceId, words);
        const after = await service(serviceId, 'en', trx);
        return {
          result: undefined,
          draft: {
            action: 'service.words',
            target: { entity: 'service', id: serviceId },
            ...changedFields(wordsOf(before), wordsOf(after)),
          },
        };
      });
      changed();
      return service(serviceId, language);
    },

    allCities: (language: Language): Promise<AdminCity[]> =>
      repo.listCitiesBothLanguages(db, language),

    async addCity(
      input: CityRequest & { name_ur: string | null },
      language: Language,
      by: AuditActor,
    ): Promise<AdminCity> {
      await assertCityNameFree(input.name);
      const id = await audited(
        by,
        async (trx) => {
          const id = await repo.insertCity(trx, input.name, input.name_ur);
          const after = cityNames(await city(id, 'en', trx));
          return {
            result: id,
            draft: { action: 'city.add', target: { entity: 'city', id }, after },
          };
        },
        cityTaken(input.name),
      );
      changed();
      return city(id, language);
    },

    async setCityNames(
      cityId: number,
      input: CityRequest & { name_ur: string | null },
      language: Language,
      by: AuditActor,
    ): Promise<AdminCity> {
      await city(cityId, language);
      await assertCityNameFree(input.name, cityId);
      await audited(
        by,
        async (trx) => {
          const before = cityNames(await city(cityId, 'en', trx));
          await repo.setCityNames(trx, cityId, input.name, input.name_ur);
          const after = cityNames(await city(cityId, 'en', trx));
          return {
            result: undefined,
            draft: {
              action: 'city.rename',
              target: { entity: 'city', id: cityId },
              ...changedFields(before, after),
            },
          };
        },
        cityTaken(input.name),
      );
      changed();
      return city(cityId, language);
    },

    /** A city nobody names (no provider, client or request) goes; one in use stays: 409. */
    async removeCity(cityId: number, language: Language, by: AuditActor) {
      await city(cityId, language);
      await audited(
        by,
        async (trx) => {
          const before = cityNames(await city(cityId, 'en', trx));
          if (!(await repo.deleteCity(trx, cityId))) throw notFound('catalog.errors.cityNotFound');
          return {
            result: undefined,
            draft: { action: 'city.remove', target: { entity: 'city', id: cityId }, before },
          };
        },
        (err) => (repo.isCityInUse(err) ? conflict('catalog.errors.cityInUse') : undefined),
      );
      changed();
      return { message: 'City removed' };
    },

    async setCategoryStatus(
      categoryId: number,
      status: CatalogStatus,
      language: Language,
      by: AuditActor,
    ): Promise<AdminCategory> {
      const current = await category(categoryId, language);
      if (status === 'active' && (await repo.countActiveServices(db, categoryId)) === 0) {
        throw conflict('catalog.errors.activateNeedsService');
      }
      await audited(by, async (trx) => {
        if (!(await repo.setCategoryStatus(trx, categoryId, status)))
          throw notFound('catalog.category.notFound');
        return {
          result: undefined,
          draft: {
            action: 'category.status',
            target: { entity: 'category', id: categoryId },
            ...changedFields({ status: current.status }, { status }),
          },
        };
      });
      changed();
      return category(categoryId, language);
    },

    async setServiceStatus(
      serviceId: number,
      status: CatalogStatus,
      language: Language,
      by: AuditActor,
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
      await audited(by, async (trx) => {
        if (!(await repo.setServiceStatus(trx, serviceId, status)))
          throw notFound('catalog.errors.serviceNotFound');
        return {
          result: undefined,
          draft: {
            action: 'service.status',
            target: { entity: 'service', id: serviceId },
            ...changedFields({ status: current.status }, { status }),
          },
        };
      });
      changed();
      return service(serviceId, language);
    },

    /** A new category starts inactive: clients see it once it has services and the admin activates it. */
    async addCategory(
      input: z.output<typeof newCategoryFields>,
      image: UploadedFile | undefined,
      by: AuditActor,
    ) {
      if (!image) throw badRequest('catalog.errors.categoryImageRequired');
      await assertImageNameFree(input.name);
      const id = await insertWithImage(input.name, image, async (trx) => {
        const id = await repo.insertCategory(trx, input);
        await audit.record(trx, by, {
          action: 'category.add',
          target: { entity: 'category', id },
          after: { ...input, status: 'inactive' },
        });
        return id;
      });
      changed();
      return { message: 'Category added', id };
    },

    async addService(
      input: z.output<typeof newServiceFields>,
      image: UploadedFile | undefined,
      by: AuditActor,
    ) {
      if (!image) throw badRequest('catalog.errors.serviceImageRequired');
      await category(input.category_id, 'en');
      await assertImageNameFree(input.name);
      const id = await insertWithImage(input.name, image, async (trx) => {
        const id = await repo.insertService(trx, input, image !== undefined);
        await audit.record(trx, by, {
          action: 'service.add',
          target: { entity: 'service', id },
          after: { ...input },
        });
        return id;
      });
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
