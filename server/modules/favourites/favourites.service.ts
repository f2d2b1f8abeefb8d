import type { Kysely } from 'kysely';
import type { CursorQuery } from '#contracts/common';
import { ErrorCode } from '#contracts/errors';
import type { FavouriteState, SavedProvidersPage } from '#contracts/favourites';
import type { Database } from '../../db/schema';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import * as repo from './favourites.repo';

const unavailable = () =>
  new AppError(
    ErrorCode.favouriteProviderUnavailable,
    404,
    'errors.codes.favourite.provider_unavailable',
  );

/** A client saves and unsaves providers and lists them (decision 0081). */
export function createFavouritesService(db: Kysely<Database>, clock: () => Date) {
  return {
    async state(actor: Actor, spId: number): Promise<FavouriteState> {
      return { sp_id: spId, saved: await repo.isSaved(db, actor.id, spId) };
    },

    /** Saving twice is the same save; a suspended or unknown provider cannot be saved. */
    async save(actor: Actor, spId: number): Promise<FavouriteState> {
      if (!(await repo.isSavableProvider(db, spId))) throw unavailable();
      await repo.insertFavourite(db, actor.id, spId, new Date(clock().getTime()));
      return { sp_id: spId, saved: true };
    },

    /** Unsaving one not saved answers the same: not saved. */
    async unsave(actor: Actor, spId: number): Promise<FavouriteState> {
      await repo.deleteFavourite(db, actor.id, spId);
      return { sp_id: spId, saved: false };
    },

    async list(actor: Actor, query: CursorQuery): Promise<SavedProvidersPage> {
      const after = decodeCursor(query.cursor, ['number', 'number'] as const);
      const rows = await repo.savedBy(db, actor.id, after, query.limit + 1);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.created_at.getTime(), r.sp_id],
        (r) => ({
          sp_id: r.sp_id,
          name: r.name,
          completed_jobs: r.completed_jobs,
          saved_at: r.created_at.getTime(),
        }),
      );
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
