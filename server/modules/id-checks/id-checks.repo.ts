import { type Kysely, sql, type Transaction } from 'kysely';
import type { IdCheckReason } from '#contracts/id-checks';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The provider's newest check, or undefined: its current state. */
export function newestOf(db: Db, spId: number) {
  return db
    .selectFrom('id_checks')
    .select(['check_id', 'status', 'reason', 'note', 'created_at', 'decided_at'])
    .where('sp_id', '=', spId)
    .orderBy('check_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertCheck(
  db: Db,
  row: { sp_id: number; front_name: string; back_name: string; created_at: Date },
) {
  return db.insertInto('id_checks').values(row).returning('check_id').executeTakeFirstOrThrow();
}

/** The pending checks, oldest first, with their provider's name and email. */
export function pending(db: Db, limit: number) {
  return db
    .selectFrom('id_checks as c')
    .innerJoin('service_providers as p', 'p.sp_id', 'c.sp_id')
    .innerJoin('accounts as a', 'a.id', 'c.sp_id')
    .select(['c.check_id', 'c.sp_id', 'p.first_name', 'p.last_name', 'a.email', 'c.created_at'])
    .where('c.status', '=', 'pending')
    .orderBy('c.check_id')
    .limit(limit)
    .execute();
}

/** A check's stored file names (null once deleted). */
export function filesOf(db: Db, checkId: number) {
  return db
    .selectFrom('id_checks')
    .select(['front_name', 'back_name'])
    .where('check_id', '=', checkId)
    .executeTakeFirst();
}

/** Decides a pending check; undefined when it is not pending (decided already, or none). */
export function decide(
  db: Db,
  checkId: number,
  change: {
    status: 'approved' | 'rejected';
    reason: IdCheckReason | null;
    note: string;
    decided_by: number;
    decided_at: Date;
  },
) {
  return db
    .updateTable('id_checks')
    .set(change)
    .where('check_id', '=', checkId)
    .where('status', '=', 'pending')
    .returning(['check_id', 'sp_id'])
    .executeTakeFirst();
}

/** Decided checks whose files are still kept though decided before `before`. */
export function filesDue(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('id_checks')
    .select(['check_id', 'front_name', 'back_name'])
    .where('decided_at', '<=', before)
    .where('files_deleted_at', 'is', null)
    .where(sql<boolean>`decided_at is not null`)
    .orderBy('decided_at')
    .limit(limit)
    .execute();
}

export function markFilesDeleted(db: Db, checkId: number, at: Date) {
  return db
    .updateTable('id_checks')
    .set({ front_name: null, back_name: null, files_deleted_at: at })
    .where('check_id', '=', checkId)
    .execute();
}
