import type { Kysely } from 'kysely';
import type {
  AuditAction,
  AuditEntry,
  AuditLogFilters,
  AuditLogPage,
  AuditLogQuery,
  AuditTarget,
} from '#contracts/audit-log';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import * as repo from './audit-log.repo';
import { csvLine } from './csv-cells';

/** Who acted: the admin the token names, and its role then (decision 0072). */
export type AuditActor = { id: number; adminRole?: string | null };

/** What an admin did to what: the changed fields before and after (null where none). */
export type AuditDraft = {
  action: AuditAction;
  target: { entity: AuditTarget; id: string | number | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

const CSV_HEADER = [
  'audit_id',
  'created_at',
  'admin_id',
  'admin_username',
  'admin_role',
  'action',
  'target_entity',
  'target_id',
  'before',
  'after',
];
const CSV_PAGE = 500;

type Row = Awaited<ReturnType<typeof repo.listEntries>>[number];
const toEntry = (r: Row): AuditEntry => ({
  audit_id: r.audit_id,
  admin_id: r.admin_id,
  admin_username: r.admin_username,
  admin_role: r.admin_role,
  action: r.action,
  target_entity: r.target_entity,
  target_id: r.target_id,
  before: r.before ?? null,
  after: r.after ?? null,
  created_at: r.created_at.toISOString(),
});

/**
 * The admin audit log (decision 0064). `record` is called by an admin service inside the
 * transaction of its change, so the row commits or rolls back with it.
 */
export function createAuditLog(db: Kysely<Database>, clock: Clock) {
  async function list(query: AuditLogQuery): Promise<AuditLogPage> {
    const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
    const rows = await repo.listEntries(db, query, afterId, query.limit + 1);
    return pageOf(rows, query.limit, (r) => [r.audit_id], toEntry);
  }

  return {
    async record(trx: Kysely<Database>, by: AuditActor, draft: AuditDraft): Promise<void> {
      await repo.insertEntry(trx, {
        admin_id: by.id,
        admin_role: by.adminRole ?? null,
        action: draft.action,
        target_entity: draft.target.entity,
        target_id: draft.target.id === null ? null : String(draft.target.id),
        before: draft.before ?? null,
        after: draft.after ?? null,
        created_at: clock(),
      });
    },

    list,

    /** Every entry matching the filters as CSV, newest first, read a page at a time. */
    async csv(filters: AuditLogFilters): Promise<string> {
      let out = csvLine(CSV_HEADER);
      let cursor: string | undefined;
      do {
        const page = await list({ ...filters, cursor, limit: CSV_PAGE });
        for (const e of page.items) {
          out += csvLine([
            e.audit_id,
            e.created_at,
            e.admin_id,
            e.admin_username,
            e.admin_role,
            e.action,
            e.target_entity,
            e.target_id,
            e.before === null ? '' : JSON.stringify(e.before),
            e.after === null ? '' : JSON.stringify(e.after),
          ]);
        }
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return out;
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
/** What an admin service needs of the log: writing a row in its transaction. */
export type AuditRecorder = Pick<AuditLog, 'record'>;
