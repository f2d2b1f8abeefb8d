import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './auth.repo';

/**
 * What other modules may read of accounts (the auth module writes them): the language each
 * reads and the address its emails go to. Inside the caller's transaction when it passes one.
 */
export function createAccountContacts(db: Kysely<Database>) {
  return {
    languagesOf: (ids: readonly number[], trx: Transaction<Database> | Kysely<Database> = db) =>
      repo.languagesOf(trx, ids),
    contactsOf: (ids: readonly number[], trx: Transaction<Database> | Kysely<Database> = db) =>
      repo.contactsOf(trx, ids),
  };
}

export type AccountContacts = ReturnType<typeof createAccountContacts>;
