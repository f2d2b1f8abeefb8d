import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CategoryRequest } from '#contracts/admin';
import { categorySlug } from '#contracts/catalog-images';
import type { CursorQuery } from '#contracts/common';
import { ErrorCode } from '#contracts/errors';
import { fullName } from '#contracts/people';
import type { categoryRequestBody } from '#contracts/providers';
import type { Language } from '#locales/languages';
import { isUniqueViolation } from '../../db/refusals';
import type { Database } from '../../db/schema';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { Mailer } from '../../lib/mailer';
import type { UploadedFile } from '../../lib/multipart';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import type { CatalogAdminService } from './catalog-admin.service';
import { categoryRequestMail } from './category-request-mail';
import * as repo from './category-requests.repo';

/** How many requests one provider may have waiting at once. */
export const MAX_OPEN_REQUESTS = 5;

/** What the audit log keeps of a request the admin answered. */
const requestFields = (r: { title: string; description: string; sp_id: number }) => ({
  title: r.title,
  description: r.description,
  sp_id: r.sp_id,
});

const requestGone = () => notFound('catalog.errors.requestHandled');

/** The spec's answer to a provider's category request. */
const CATEGORY_REQUEST_ADDED = 'Category added successfully';

/**
 * Providers ask for a missing category; the admin approves (creating it, inactive) or rejects.
 * Either way the request is removed and the provider gets an email.
 */
export function createCategoryRequestsService(deps: {
  db: Kysely<Database>;
  catalogAdmin: CatalogAdminService;
  audit: AuditRecorder;
  files: FileStore;
  mailer: Mailer;
  /** The site's public URL: the mail's logo and settings link. */
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, mailer } = deps;

  /** Mails the provider its answer, in the language it reads. */
  async function tell(
    request: { email: string; language: Language; first_name: string; title: string },
    answer: 'approved' | 'rejected',
  ) {
    try {
      await mailer.send(categoryRequestMail(request, answer, deps.publicUrl));
    } catch (err) {
      deps.log.error({ err }, 'category request mail failed');
    }
  }

  return {
    async submit(spId: number, input: z.output<typeof categoryRequestBody>) {
      if ((await repo.countRequestsOf(db, spId)) >= MAX_OPEN_REQUESTS) {
        throw new AppError(ErrorCode.conflict, 409, {
          key: 'catalog.errors.tooManyRequests',
          params: { count: MAX_OPEN_REQUESTS },
        });
      }
      await repo.insertRequest(db, spId, input.title, input.description);
      return { message: CATEGORY_REQUEST_ADDED };
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
          fullname: fullName(r.first_name, r.last_name),
          created_at: r.created_at.toISOString(),
        }),
      );
    },

    async approve(id: number, image: UploadedFile | undefined, by: AuditActor) {
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
          await deps.audit.record(trx, by, {
            action: 'category-request.approve',
            target: { entity: 'category_request', id },
            before: requestFields(request),
            after: { category_id: categoryId },
          });
          return { request, categoryId };
        })
        .catch(async (err: unknown) => {
          if (written) await deps.files.removePublicImage(written);
          if (isUniqueViolation(err)) {
            throw new AppError(ErrorCode.conflict, 409, 'catalog.errors.categoryExists');
          }
          throw err;
        });
      await tell(result.request, 'approved');
      return { message: 'Category request approved', id: result.categoryId };
    },

    async reject(id: number, by: AuditActor) {
      const request = await db.transaction().execute(async (trx) => {
        const taken = await repo.takeRequest(trx, id);
        if (!taken) throw requestGone();
        await deps.audit.record(trx, by, {
          action: 'category-request.reject',
          target: { entity: 'category_request', id },
          before: requestFields(taken),
        });
        return taken;
      });
      await tell(request, 'rejected');
      return { message: 'Category request removed' };
    },
  };
}

export type CategoryRequestsService = ReturnType<typeof createCategoryRequestsService>;
