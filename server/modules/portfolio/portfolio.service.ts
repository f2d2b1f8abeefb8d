import type { Kysely } from 'kysely';
import { MAX_PORTFOLIO_PHOTOS, type Portfolio } from '#contracts/portfolio';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import * as repo from './portfolio.repo';
import { renderPortfolioImages } from './portfolio-images';

/** The file store's area of portfolio images (private files, served by the portfolio routes). */
export const PORTFOLIO_AREA = 'portfolio';

const full = () =>
  conflict({ key: 'providers.portfolio.errors.full', params: { max: MAX_PORTFOLIO_PHOTOS } });
const photoNotFound = () => notFound('providers.portfolio.errors.notFound');

export const portfolioImagePath = (spId: number, photoId: number, size: 'large' | 'thumb') =>
  `/api/providers/${spId}/portfolio/${photoId}/${size}`;

/**
 * A provider's photos of past work (decision 0063): the provider adds (up to 12), orders and
 * removes them; anyone who may see the provider sees them, with nothing private.
 */
export function createPortfolioService(db: Kysely<Database>, files: FileStore) {
  async function list(spId: number): Promise<Portfolio> {
    const rows = await repo.listPhotos(db, spId);
    return {
      max: MAX_PORTFOLIO_PHOTOS,
      photos: rows.map((r) => ({
        photo_id: r.photo_id,
        caption: r.caption,
        width: r.width,
        height: r.height,
        imageUrl: portfolioImagePath(spId, r.photo_id, 'large'),
        thumbUrl: portfolioImagePath(spId, r.photo_id, 'thumb'),
      })),
    };
  }

  const removeFiles = (names: string[]) =>
    Promise.all(names.map((name) => files.removePrivate(PORTFOLIO_AREA, name)));

  return {
    /** The provider's own portfolio. */
    own: list,

    /** A provider's portfolio as others see it; 404 unless the provider is active. */
    async ofProvider(spId: number): Promise<Portfolio> {
      if (!(await repo.isActiveProvider(db, spId))) throw notFound('providers.errors.notFound');
      return list(spId);
    },

    /** Adds a photo at the end: re-encoded (no metadata), stored, then counted under a lock. */
    async add(spId: number, caption: string, file: UploadedFile | undefined): Promise<Portfolio> {
      if (!file) throw badRequest('providers.portfolio.errors.noPhoto');
      // A cheap refusal before the work of decoding; the locked count below is the rule.
      if ((await repo.countAndLastPosition(db, spId)).count >= MAX_PORTFOLIO_PHOTOS) throw full();
      const { large, thumb } = await renderPortfolioImages(file.bytes);
      const imageName = await files.savePrivate(PORTFOLIO_AREA, 'webp', large.bytes);
      const thumbName = await files.savePrivate(PORTFOLIO_AREA, 'webp', thumb.bytes);
      try {
        await db.transaction().execute(async (trx) => {
          await repo.lockProvider(trx, spId);
          const { count, last } = await repo.countAndLastPosition(trx, spId);
          if (count >= MAX_PORTFOLIO_PHOTOS) throw full();
          await repo.insertPhoto(trx, {
            sp_id: spId,
            position: last + 1,
            caption,
            width: large.width,
            height: large.height,
            image_name: imageName,
            thumb_name: thumbName,
          });
        });
      } catch (err) {
        await removeFiles([imageName, thumbName]);
        throw err;
      }
      return list(spId);
    },

    /** Puts the provider's photos in the order given: every one of them, each once. */
    async reorder(spId: number, photoIds: number[]): Promise<Portfolio> {
      await db.transaction().execute(async (trx) => {
        await repo.lockProvider(trx, spId);
        const current = (await repo.listPhotos(trx, spId)).map((r) => r.photo_id);
        const given = new Set(photoIds);
        if (
          given.size !== photoIds.length ||
          given.size !== current.length ||
          !current.every((id) => given.has(id))
        )
          throw badRequest('providers.portfolio.errors.orderMismatch');
        for (const [position, photoId] of photoIds.entries())
          await repo.setPosition(trx, spId, photoId, position);
      });
      return list(spId);
    },

    /** Removes one of the provider's photos and its two files. */
    async remove(spId: number, photoId: number): Promise<Portfolio> {
      const removed = await repo.deletePhoto(db, spId, photoId);
      if (!removed) throw photoNotFound();
      await removeFiles([removed.image_name, removed.thumb_name]);
      return list(spId);
    },

    /** One stored image of an active provider's photo. */
    async image(spId: number, photoId: number, size: 'large' | 'thumb') {
      const photo = (await repo.isActiveProvider(db, spId))
        ? await repo.findPhoto(db, spId, photoId)
        : undefined;
      if (!photo) throw notFound('providers.portfolio.errors.notFound');
      const name = size === 'large' ? photo.image_name : photo.thumb_name;
      return { bytes: await files.readPrivate(PORTFOLIO_AREA, name), mime: 'image/webp' };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
