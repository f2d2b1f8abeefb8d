import { z } from 'zod';
import { cursorPage, cursorQuery, idString, idValue } from './common';

/** Favourites (decision 0081): the providers a client saved to hire again. */

/** POST /api/favourites: save a provider (saving twice is the same save). */
export const favouriteRequest = z.object({ sp_id: idValue });
export const favouriteParams = z.object({ spId: idString });

/** Whether the caller saved the provider. */
export const favouriteState = z.object({ sp_id: z.number().int(), saved: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteState>;

/** One saved provider, as the client's list shows it. */
export const savedProvider = z.object({
  sp_id: z.number().int(),
  name: z.string(),
  /** The client's completed orders with this provider. */
  completed_jobs: z.number().int(),
  /** Epoch milliseconds. */
  saved_at: z.number(),
});
export type SavedProvider = z.infer<typeof savedProvider>;
export const savedProvidersPage = cursorPage(savedProvider);
export type SavedProvidersPage = z.infer<typeof savedProvidersPage>;
export const favouritesQuery = cursorQuery;
