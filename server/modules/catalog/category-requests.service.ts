import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CategoryRequest } from '../../../contracts/admin';
import { categorySlug } from '../../../contracts/catalog-images';
import type { CursorQuery } from '../../../contracts/common';
import { ErrorCode } from '../../../contracts/errors';
import { type categoryRequestBody, ProviderMessages } from '../../../contracts/providers';
import type { Database } from '../../db/schema';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { Mailer } from '../../lib/mailer';
import type { UploadedFile } from '../../lib/multipart';
import type { CatalogAdminService } from './catalog-admin.service';
import * as repo from './category-requests.repo';

/** How many requests one provider may have waiting at once. */
export const MAX_OPEN_REQUESTS = 5;

const requestGone = () => notFound('This request was already handled.');

/**
 * Providers ask for a missing category; the admin approves (creating it, inactive) or rejects.
 * Either way the request is removed and the provider gets an email.
 */
export function createCategoryRequestsService(deps: {
  db: Kysely<Database>;
  catalogAdmin: CatalogAdminService;
  files: FileStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, mailer } = deps;

  async function tell(to: string, subject: string, text: string) {
    try {
      await mailer.send({
        to,
        subject,
        text,
        html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      });
    } catch (err) {
      deps.log.error({ err }, 'category request mail failed');
    }
  }

  return {
    async submit(spId: number, input: z.output<typeof categoryRequestBody>) {
      if ((await repo.countRequestsOf(db, spId)) >= MAX_OPEN_REQUESTS) {
        throw new AppError(
          ErrorCode.conflict,
          409,
          `You already have ${MAX_OPEN_REQUESTS} requests waiting for review. Please wait for an answer.`,
        );
      }
      await repo.insertRequest(db, spId, input.title, input.description);
      return { message: ProviderMessages.categoryRequestAdded };
    },

    /** Waiting requests, oldest first, a page at a time. */
    async list(query: CursorQuery) {
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await repo.listRequests(db, afterId, query.limit + 1);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.id],
        (r): CategoryRequest => ({
          id: r.id,
          title: r.title,
          description: r.description,
          sp_id: r.sp_id,
          fullname: `${r.first_name} ${r.last_name}`,
          created_at: r.created_at.toISOString(),
        }),
      );
    },

    async approve(id: number, image: UploadedFile | undefined) {
      let written: string | undefined;
      const result = await db
        .transaction()
        .execute(async (trx) => {
          const request = await repo.takeRequest(trx, id);
          if (!request) throw requestGone();
          const categoryId = await deps.catalogAdmin.createFromRequest(
            trx,
            request.title,
            request.description,
            image,
          );
          if (image) written = `${categorySlug(request.title)}.png`;
          return { request, categoryId };
        })
        .catch(async (err: unknown) => {
          if (written) await deps.files.removePublicImage(written);
          if ((err as { code?: string }).code === '23505') {
            throw new AppError(
              ErrorCode.conflict,
              409,
              'A category with this name already exists.',
            );
          }
          throw err;
        });
      await tell(
        result.request.email,
        'Your category request was approved',
        `Hello ${result.request.first_name}, your request for the category "${result.request.title}" was approved. It will appear once its services are added.`,
      );
      return { message: 'Category request approved', id: result.categoryId };
    },

    async reject(id: number) {
      const request = await repo.takeRequest(db, id);
      if (!request) throw requestGone();
      await tell(
        request.email,
        'Your category request',
        `Hello ${request.first_name}, your request for the category "${request.title}" was not approved this time.`,
      );
      return { message: 'Category request removed' };
    },
  };
}

export type CategoryRequestsService = ReturnType<typeof createCategoryRequestsService>;
