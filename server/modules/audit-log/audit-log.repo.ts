import { type Kysely, sql } from 'kysely';
import type { AuditLogFilters } from '#contracts/audit-log';
import { pastCursor } from '../../db/keyset';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export type AuditRow = {
  admin_id: number;
  admin_role: string | null;
  action: string;
  target_entity: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date;
};

const json = (value: Record<string, unknown> | null) =>
  value === null ? null : sql<Record<string, unknown>>`${JSON.stringify(value)}::jsonb`;

/** The one writer of `admin_audit_log`: it only ever inserts (the database refuses the rest). */
export async function insertEntry(db: Db, row: AuditRow) {
  await db
    .insertInto('admin_audit_log')
    .values({ ...row, before: json(row.before), after: json(row.after) })
    .execute();
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 3600 * 1000);

/** A page of entries, newest first, past the cursor's row, matching every filter given. */
export function listEntries(
  db: Db,
  filters: AuditLogFilters,
  afterId: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('admin_audit_log as l')
    .leftJoin('admins as a', 'a.admin_id', 'l.admin_id')
    .selectAll('l')
    .select('a.username as admin_username')
    .where(
      pastCursor(
        { table: 'admin_audit_log', alias: 'l', sort: 'created_at', id: 'audit_id' },
        'newest first',
        afterId,
      ),
    );
  if (filters.action) query = query.where('l.action', '=', filters.action);
  if (filters.target_entity) query = query.where('l.target_entity', '=', filters.target_entity);
  if (filters.target_id) query = query.where('l.target_id', '=', filters.target_id);
  if (filters.admin_id) query = query.where('l.admin_id', '=', filters.admin_id);
  if (filters.from) query = query.where('l.created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('l.created_at', '<', nextDay(filters.to));
  return query.orderBy('l.created_at', 'desc').orderBy('l.audit_id', 'desc').limit(limit).execute();
}
