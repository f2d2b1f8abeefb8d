import type { Generated } from 'kysely';

/** A client saved a provider (decision 0081). */
export interface FavouritesTable {
  client_id: number;
  sp_id: number;
  created_at: Generated<Date>;
}
