import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { ReportTargetKind } from '#contracts/moderation';
import { pastCursor } from '../../db/keyset';
import { providerName } from '../../db/names';
import type { Database } from '../../db/schema';
import type { ReportsTable } from '../../db/schema-moderation';

type Db = Kysely<Database> | Transaction<Database>;

/** A review that is shown (not hidden): its author (the client) and its provider. */
export function shownReview(db: Db, requestId: number) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('service_requests as r', 'r.request_id', 'f.request_id')
    .select(['r.client_id', 'r.sp_id'])
    .where('f.request_id', '=', requestId)
    .where('f.hidden_at', 'is', null)
    .executeTakeFirst();
}

/** A typed message that is shown: its room and who sent it. */
export function shownMessage(db: Db, messageId: number) {
  return db
    .selectFrom('chat_messages')
    .select(['room', 'sender_type'])
    .where('message_id', '=', messageId)
    .where('type', '=', 'text')
    .where('text_kind', 'is', null)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

/** A new open report; undefined when the reporter has one open on the target already. */
export function insertReport(
  db: Db,
  values: Omit<Insertable<ReportsTable>, 'status' | 'closed_at' | 'closed_by'>,
) {
  return db
    .insertInto('reports')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['reporter_id', 'target_kind', 'target_id'])
        .where('status', '=', 'open')
        .doNothing(),
    )
    .returning('report_id')
    .executeTakeFirst();
}

/** An open report, locked for the moderator's action. */
export function lockOpenReport(db: Db, reportId: number) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('report_id', '=', reportId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
}

export function reportExists(db: Db, reportId: number) {
  return db
    .selectFrom('reports')
    .select('report_id')
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}

/** Closes one open report, or every open report on its target; answers how many. */
export async function closeReports(
  db: Db,
  where: { reportId: number } | { kind: ReportTargetKind; targetId: number },
  close: { status: 'dismissed' | 'handled'; closed_at: Date; closed_by: number },
): Promise<number> {
  let q = db.updateTable('reports').set(close).where('status', '=', 'open');
  q =
    'reportId' in where
      ? q.where('report_id', '=', where.reportId)
      : q.where('target_kind', '=', where.kind).where('target_id', '=', where.targetId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

const nameOf = (account: 'ta' | 'ra', client: 'tc' | 'rc', provider: 'tp' | 'rp') =>
  sql<string>`coalesce(${sql.ref(`${client}.name`)}, ${providerName(provider)}, ${sql.ref(`${account}.email`)})`;

/** The open reports, newest first, after the cursor's report, with what they are about. */
export function openReports(db: Db, afterId: number | undefined, limit: number) {
  return db
    .selectFrom('reports as rep')
    .innerJoin('accounts as ta', 'ta.id', 'rep.target_user_id')
    .leftJoin('clients as tc', 'tc.client_id', 'rep.target_user_id')
    .leftJoin('service_providers as tp', 'tp.sp_id', 'rep.target_user_id')
    .innerJoin('accounts as ra', 'ra.id', 'rep.reporter_id')
    .leftJoin('clients as rc', 'rc.client_id', 'rep.reporter_id')
    .leftJoin('service_providers as rp', 'rp.sp_id', 'rep.reporter_id')
    .leftJoin('feedback as f', (join) =>
      join.on('rep.target_kind', '=', 'review').onRef('f.request_id', '=', 'rep.target_id'),
    )
    .leftJoin('chat_messages as m', (join) =>
      join.on('rep.target_kind', '=', 'message').onRef('m.message_id', '=', 'rep.target_id'),
    )
    .select([
      'rep.report_id',
      'rep.target_kind',
      'rep.target_id',
      'rep.target_user_id',
      'ta.role as target_role',
      nameOf('ta', 'tc', 'tp').as('target_name'),
      'rep.reporter_id',
      'ra.role as reporter_role',
      nameOf('ra', 'rc', 'rp').as('reporter_name'),
      'rep.reason',
      'rep.note',
      'rep.created_at',
      sql<string | null>`coalesce(f.comment, m.message_text)`.as('target_text'),
      'f.rating as target_rating',
      sql<boolean>`coalesce(f.hidden_at, m.hidden_at) is not null`.as('target_hidden'),
    ])
    .where('rep.status', '=', 'open')
    .where(
      pastCursor(
        { table: 'reports', alias: 'rep', sort: 'created_at', id: 'report_id' },
        'newest first',
        afterId,
      ),
    )
    .orderBy('rep.created_at', 'desc')
    .orderBy('rep.report_id', 'desc')
    .limit(limit)
    .execute();
}
