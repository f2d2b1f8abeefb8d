import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { newCategoryFields, newServiceFields } from '#contracts/admin';
import type { Category, Service } from '#contracts/catalog';
import { categorySlug, RESERVED_IMAGE_NAMES } from '#contracts/catalog-images';
import type { CatalogStatus, Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import * as repo from './catalog.repo';
import { toService } from './service-view';

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

  async function category(categoryId: number): Promise<Category> {
    const found = await repo.findCategory(db, categoryId);
    if (!found) throw notFound('catalog.category.notFound');
    return found;
  }

  return {
    allCategories: (): Promise<Category[]> => repo.listAllCategories(db),

    async allServices(categoryId: number): Promise<Service[]> {
      await category(categoryId);
      return (await repo.listAllServices(db, categoryId)).map(toService);
    },

    async setCategoryStatus(categoryId: number, status: CatalogStatus): Promise<Category> {
      await category(categoryId);
      if (status === 'active' && (await repo.countActiveServices(db, categoryId)) === 0) {
        throw conflict('catalog.errors.activateNeedsService');
      }
      const updated = await repo.setCategoryStatus(db, categoryId, status);
      if (!updated) throw notFound('catalog.category.notFound');
      changed();
      return updated;
    },

    async setServiceStatus(serviceId: number, status: CatalogStatus): Promise<Service> {
      const current = await repo.findService(db, serviceId);
      if (!current) throw notFound('catalog.errors.serviceNotFound');
      if (status === 'inactive' && current.status === 'active') {
        const parent = await category(current.category_id);
        if (
          parent.status === 'active' &&
          (await repo.countActiveServices(db, parent.category_id)) <= 1
        ) {
          throw conflict('catalog.errors.lastActiveService');
        }
      }
      const updated = await repo.setServiceStatus(db, serviceId, status);
      if (!updated) throw notFound('catalog.errors.serviceNotFound');
      changed();
      return toService(updated);
    },

    /** A new category starts inactive: clients see it once it has services and the admin activates it. */
    async addCategory(input: z.output<typeof newCategoryFields>, image: UploadedFile | undefined) {
      if (!image) throw badRequest('catalog.errors.categoryImageRequired');
      await assertImageNameFree(input.name);
      const id = await insertWithImage(input.name, image, (trx) =>
        repo.insertCategory(trx, input.name, input.description),
      );
      changed();
      return { message: 'Category added', id };
    },

    async addService(input: z.output<typeof newServiceFields>, image: UploadedFile | undefined) {
      if (!image) throw badRequest('catalog.errors.serviceImageRequired');
      await category(input.category_id);
      await assertImageNameFree(input.name);
      const id = await insertWithImage(input.name, image, (trx) =>
        repo.insertService(
          trx,
          input.category_id,
          input.name,
          input.description,
          image !== undefined,
        ),
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
      const id = await repo.insertCategory(trx, name, description);
      if (image) await files.savePublicImage(`${categorySlug(name)}.png`, image.bytes);
      return id;
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
