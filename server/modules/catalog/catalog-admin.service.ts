import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { newCategoryFields, newServiceFields } from '#contracts/admin';
import type { AdminCategory, AdminService, CatalogWordsRequest } from '#contracts/catalog';
import { categorySlug, RESERVED_IMAGE_NAMES } from '#contracts/catalog-images';
import type { Language } from '#locales/languages';
import { isUniqueViolation } from '../../db/refusals';
import type { CatalogStatus, Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import { changedFields } from '../audit-log/changed-fields';
import { auditedChanges } from './audited-change';
import * as repo from './catalog.repo';
import { createCityAdmin } from './city-admin';
import { toCategory, toService } from './service-view';

/** The words an admin edits, as the audit log keeps them. */
const wordsOf = (row: AdminCategory | AdminService) => ({
  description: row.description_en,
  name_ur: row.name_ur,
  description_ur: row.description_ur,
});

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

  const audited = auditedChanges(db, audit);

  return {
    ...createCityAdmin(db, audited, changed),

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
