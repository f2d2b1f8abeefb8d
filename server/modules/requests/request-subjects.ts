import type { Kysely } from 'kysely';
import type { EntityRef } from '#contracts/domain-events';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import * as repo from './request-subjects.repo';

/** What an email about a request names: its service in the reader's language, number, price. */
export type RequestSubject = { service: string; request_id: number; price_minor: number | null };

/**
 * What other modules may read of a request an email is about (decision 0060): the request, an
 * offer on it or its order (a dispute's notices target the order), by the entity a notice
 * targets. Null for other entities (an invoice, a message) and for rows gone since.
 */
export function createRequestSubjects(db: Kysely<Database>) {
  return {
    async subjectOf(target: EntityRef, language: Language): Promise<RequestSubject | null> {
      switch (target.entity) {
        case 'request':
        case 'order':
          return (await repo.requestSubject(db, target.id, language)) ?? null;
        case 'offer':
          return (await repo.offerSubject(db, target.id, language)) ?? null;
        default:
          return null;
      }
    },
  };
}

export type RequestSubjects = ReturnType<typeof createRequestSubjects>;
