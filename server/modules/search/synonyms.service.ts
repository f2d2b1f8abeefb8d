import type { Kysely } from 'kysely';
import type { CursorQuery } from '#contracts/common';
import type { SearchSynonym, SearchSynonymInput, SearchSynonymPage } from '#contracts/search';
import type { Database } from '../../db/schema';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import { normalizeSearchText } from './search-text';
import * as repo from './synonyms.repo';

/** The admin's synonyms of search (decision 0082): the one writer of `search_synonyms`. */
export function createSynonymsService(db: Kysely<Database>, audit: AuditRecorder) {
  return {
    async list(query: CursorQuery): Promise<SearchSynonymPage> {
      const [afterId] = decodeCursor(query.cursor, ['number'] as const) ?? [];
      const rows = await repo.synonymPage(db, afterId, query.limit);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.synonym_id],
        (r) => r,
      );
    },

    async add(input: SearchSynonymInput, by: AuditActor): Promise<SearchSynonym> {
      const term = normalizeSearchText(input.term);
      const expansion = normalizeSearchText(input.expansion);
      if (term === '' || expansion === '') throw badRequest('providers.search.errors.noLetters');
      return db.transaction().execute(async (trx) => {
        const added = await repo.addSynonym(trx, term, expansion);
        if (!added)
          throw conflict({ key: 'providers.search.errors.synonymExists', params: { term } });
        await audit.record(trx, by, {
          action: 'search-synonym.add',
          target: { entity: 'search_synonym', id: String(added.synonym_id) },
          before: null,
          after: { term, expansion },
        });
        return added;
      });
    },

    async remove(synonymId: number, by: AuditActor): Promise<SearchSynonym> {
      return db.transaction().execute(async (trx) => {
        const removed = await repo.removeSynonym(trx, synonymId);
        if (!removed) throw notFound();
        await audit.record(trx, by, {
          action: 'search-synonym.remove',
          target: { entity: 'search_synonym', id: String(synonymId) },
          before: { term: removed.term, expansion: removed.expansion },
          after: null,
        });
        return removed;
      });
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
