import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './email-notifications.repo';

/** An account that never saved its switches gets every group's email. */
const ALL_ON: repo.GroupSwitches = {
  new_jobs: true,
  messages: true,
  offers: true,
  offer_answers: true,
  orders: true,
  billing: true,
  account: true,
};

/** Reads the accounts' switches at once; answers each one's (all on when never saved). */
export async function switchesOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<(id: number) => repo.GroupSwitches> {
  const saved = await repo.settingsOf(db, ids);
  return (id: number) => saved.get(id) ?? ALL_ON;
}
