import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type AdminIdCheckList,
  ID_FILES_KEPT_DAYS,
  type IdCheckDecision,
  type OwnIdCheck,
} from '#contracts/id-checks';
import { fullName } from '#contracts/people';
import { isUniqueViolation } from '../../db/refusals';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import { renderIdImage } from './id-check-images';
import * as repo from './id-checks.repo';

/** The file store's area of CNIC images: private, served to admins only. */
export const ID_CHECK_AREA = 'id-checks';
/** How many pending checks the admin's queue shows at once (oldest first). */
const QUEUE_LIMIT = 50;
/** How many checks' files one run of the deletion job removes. */
const DELETE_BATCH = 100;
const DAY_MS = 86_400_000;

const checkNotFound = () => notFound('idChecks.errors.notFound');

export const idCheckImagePath = (checkId: number, side: 'front' | 'back') =>
  `/api/admin/id-checks/${checkId}/${side}`;

type Deps = {
  db: Kysely<Database>;
  files: FileStore;
  events: EventOutbox;
  audit: AuditRecorder;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
};

/**
 * CNIC checks (decision 0066): a provider sends the front and back of its CNIC, an admin
 * approves or rejects it with a reason (audited, and the provider is told), and the images
 * are deleted ID_FILES_KEPT_DAYS after the decision. Only the badge is ever public.
 */
export function createIdChecksService({ db, files, events, audit, clock, log }: Deps) {
  async function own(spId: number): Promise<OwnIdCheck> {
    const row = await repo.newestOf(db, spId);
    return {
      status: row?.status ?? null,
      reason: row?.reason ?? null,
      note: row?.note ?? '',
      submittedAt: row ? row.created_at.toISOString() : null,
      decidedAt: row?.decided_at ? row.decided_at.toISOString() : null,
    };
  }

  const removeFiles = (names: (string | null)[]) =>
    Promise.all(names.flatMap((name) => (name ? [files.removePrivate(ID_CHECK_AREA, name)] : [])));

  const refuseWhile = (status: string | undefined) => {
    if (status === 'pending') throw conflict('idChecks.errors.pending');
    if (status === 'approved') throw conflict('idChecks.errors.approved');
  };

  return {
    own,

    /** Stores both sides (re-encoded, no metadata) as a new pending check. */
    async submit(
      spId: number,
      upload: { front?: UploadedFile; back?: UploadedFile },
    ): Promise<OwnIdCheck> {
      if (!upload.front || !upload.back) throw badRequest('idChecks.errors.bothSides');
      refuseWhile((await repo.newestOf(db, spId))?.status);
      const front = await renderIdImage(upload.front.bytes);
      const back = await renderIdImage(upload.back.bytes);
      const frontName = await files.savePrivate(ID_CHECK_AREA, 'webp', front);
      const backName = await files.savePrivate(ID_CHECK_AREA, 'webp', back);
      try {
        // Two uploads at once: the one-pending-per-provider index refuses the second.
        await repo.insertCheck(db, {
          sp_id: spId,
          front_name: frontName,
          back_name: backName,
          created_at: clock(),
        });
      } catch (err) {
        await removeFiles([frontName, backName]);
        if (isUniqueViolation(err)) throw conflict('idChecks.errors.pending');
        throw err;
      }
      log.info({ spId }, 'CNIC sent for checking');
      return own(spId);
    },

    /** The admin's queue: pending checks, oldest first, with the addresses of both images. */
    async queue(): Promise<AdminIdCheckList> {
      const rows = await repo.pending(db, QUEUE_LIMIT);
      return {
        items: rows.map((r) => ({
          check_id: r.check_id,
          sp_id: r.sp_id,
          fullname: fullName(r.first_name, r.last_name),
          email: r.email,
          submittedAt: r.created_at.toISOString(),
          frontUrl: idCheckImagePath(r.check_id, 'front'),
          backUrl: idCheckImagePath(r.check_id, 'back'),
        })),
      };
    },

    /**
     * One side's image, for an admin; 404 once the files are deleted. Each view is audited
     * (who saw which side of which check), once the image is read.
     */
    async image(checkId: number, side: 'front' | 'back', by: AuditActor) {
      const row = await repo.filesOf(db, checkId);
      const name = side === 'front' ? row?.front_name : row?.back_name;
      if (!name) throw checkNotFound();
      const bytes = await files.readPrivate(ID_CHECK_AREA, name);
      await audit.record(db, by, {
        action: 'id-check.view',
        target: { entity: 'id_check', id: checkId },
        after: { side },
      });
      return { bytes, mime: 'image/webp' };
    },

    /** Approves or rejects a pending check, audited, and tells its provider. */
    async decide(checkId: number, decision: IdCheckDecision, by: AuditActor) {
      const approved = decision.decision === 'approve';
      const reason = decision.decision === 'reject' ? decision.reason : null;
      const note = decision.decision === 'reject' ? decision.note : '';
      const decided = await events.transaction(async (trx, record) => {
        const row = await repo.decide(trx, checkId, {
          status: approved ? 'approved' : 'rejected',
          reason,
          note,
          decided_by: by.id,
          decided_at: clock(),
        });
        if (!row) return undefined;
        await audit.record(trx, by, {
          action: approved ? 'id-check.approve' : 'id-check.reject',
          target: { entity: 'id_check', id: checkId },
          before: { status: 'pending' },
          after: approved
            ? { status: 'approved', sp_id: row.sp_id }
            : { status: 'rejected', sp_id: row.sp_id, reason, note },
        });
        await record({
          type: approved ? 'id_check.approved' : 'id_check.rejected',
          subject: { entity: 'id_check', id: checkId },
          notices: [
            {
              to: { id: row.sp_id, role: 'serviceproviders' },
              kind: 'id_check_decided',
              params: reason ? { decision: 'rejected', why: reason } : { decision: 'approved' },
              chat: null,
            },
          ],
        });
        return row;
      });
      if (!decided) {
        if (!(await repo.filesOf(db, checkId))) throw checkNotFound();
        throw conflict('idChecks.errors.decided');
      }
      log.info({ checkId, approved }, 'CNIC check decided');
      return own(decided.sp_id);
    },

    /**
     * Deletes the images of checks decided ID_FILES_KEPT_DAYS ago or earlier, a batch a run;
     * answers how many checks' files went. The row stays (its decision is the badge).
     */
    async deleteDueFiles(now: Date = clock()): Promise<number> {
      const due = await repo.filesDue(
        db,
        new Date(now.getTime() - ID_FILES_KEPT_DAYS * DAY_MS),
        DELETE_BATCH,
      );
      for (const check of due) {
        await removeFiles([check.front_name, check.back_name]);
        await repo.markFilesDeleted(db, check.check_id, now);
      }
      return due.length;
    },
  };
}

export type IdChecksService = ReturnType<typeof createIdChecksService>;
