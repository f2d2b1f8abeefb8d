import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { partiesOf } from '#contracts/chat';
import type { CursorQuery } from '#contracts/common';
import type { Notice } from '#contracts/domain-events';
import { ErrorCode } from '#contracts/errors';
import type {
  HideRequest,
  ModerationPage,
  ReportClosed,
  ReportCreated,
  ReportReason,
  reportRequest,
} from '#contracts/moderation';
import type { Database } from '../../db/schema';
import type { HideValues } from '../../db/schema-moderation';
import type { EventOutbox, RecordEvents } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import type { AccountContacts } from '../auth/account-contacts';
import type { Actor } from '../auth/authenticator';
import type { ChatService } from '../chat/chat.service';
import type { OrdersService } from '../orders/orders.service';
import * as repo from './reports.repo';

type Deps = {
  db: Kysely<Database>;
  events: EventOutbox;
  audit: AuditRecorder;
  orders: Pick<OrdersService, 'hideReview'>;
  chat: Pick<ChatService, 'hideMessage'>;
  /** Whether an id is a client's or a provider's account. */
  accounts: Pick<AccountContacts, 'contactsOf'>;
  clock: Clock;
};

type Trx = Transaction<Database>;
type Person = { id: number; role: 'clients' | 'serviceproviders' };

const errors = {
  self: () => new AppError(ErrorCode.reportSelf, 400, 'errors.codes.report.self'),
  duplicate: () => new AppError(ErrorCode.reportDuplicate, 409, 'errors.codes.report.duplicate'),
  noTarget: () =>
    new AppError(ErrorCode.reportTargetNotFound, 404, 'errors.codes.report.target_not_found'),
  notOpen: () => new AppError(ErrorCode.reportNotOpen, 409, 'errors.codes.report.not_open'),
  notHideable: () =>
    new AppError(ErrorCode.reportNotHideable, 409, 'errors.codes.report.not_hideable'),
};

const personOf = (id: number, role: string): Person => ({
  id,
  role: role === 'clients' ? 'clients' : 'serviceproviders',
});

/**
 * Reports and the moderation queue (decision 0067): anyone signed in reports a user, a review
 * or a message; a moderator hides a review or a message with a reason (its author is told, and
 * a review's provider), dismisses a report or marks it handled. Every moderator action writes
 * its audit row in its own transaction.
 */
export function createModerationService({
  db,
  events,
  audit,
  orders,
  chat,
  accounts,
  clock,
}: Deps) {
  /** Whom the report is about; 404 when the caller cannot see the target, 400 for their own. */
  async function subjectOf(actor: Actor, kind: string, id: number): Promise<number> {
    if (kind === 'user') {
      if (id === actor.id) throw errors.self();
      const role = (await accounts.contactsOf([id])).get(id)?.role;
      if (role !== 'clients' && role !== 'serviceproviders') throw errors.noTarget();
      return id;
    }
    if (kind === 'review') {
      // Reviews are public (the provider's profile and page): anyone signed in may report one.
      const review = await repo.shownReview(db, id);
      if (!review) throw errors.noTarget();
      if (review.client_id === actor.id) throw errors.self();
      return review.client_id;
    }
    // A message: only a party of its chat sees it.
    const message = await repo.shownMessage(db, id);
    const parties = message && partiesOf(message.room);
    const isParty = parties && (parties.clientId === actor.id || parties.spId === actor.id);
    if (!message || !parties || !isParty) throw errors.noTarget();
    const sender = message.sender_type === 'clients' ? parties.clientId : parties.spId;
    if (sender === actor.id) throw errors.self();
    return sender;
  }

  /** Closes a report by a moderator's decision: one row in the audit log with it. */
  async function close(
    by: AuditActor,
    reportId: number,
    status: 'dismissed' | 'handled',
  ): Promise<ReportClosed> {
    return db.transaction().execute(async (trx) => {
      const report = await repo.lockOpenReport(trx, reportId);
      if (!report)
        throw (await repo.reportExists(trx, reportId)) ? errors.notOpen() : notFoundReport();
      const closed = await repo.closeReports(
        trx,
        { reportId },
        { status, closed_at: clock(), closed_by: by.id },
      );
      await audit.record(trx, by, {
        action: status === 'dismissed' ? 'report.dismiss' : 'report.handle',
        target: { entity: 'report', id: reportId },
        before: { status: 'open' },
        after: { status },
      });
      return { report_id: reportId, status, closed };
    });
  }

  /** Hides the review (its author and provider told) or the message (its author told). */
  async function hideTarget(
    trx: Trx,
    record: RecordEvents,
    kind: 'review' | 'message',
    targetId: number,
    hide: HideValues,
  ): Promise<boolean> {
    const told = (to: Person, what: 'review' | 'message' | 'review_of_you', chat: string | null) =>
      ({
        to,
        kind: 'content_hidden',
        params: { what, reason_kind: hide.hidden_reason },
        chat,
      }) satisfies Notice;
    if (kind === 'review') {
      const review = await orders.hideReview(trx, targetId, hide);
      if (!review) return false;
      const notices: Notice[] = [told({ id: review.client_id, role: 'clients' }, 'review', null)];
      if (review.sp_id !== null)
        notices.push(told({ id: review.sp_id, role: 'serviceproviders' }, 'review_of_you', null));
      await record({ type: 'review.hidden', subject: { entity: 'order', id: targetId }, notices });
      return true;
    }
    const message = await chat.hideMessage(trx, targetId, hide);
    if (!message) return false;
    await record({
      type: 'message.hidden',
      subject: { entity: 'message', id: targetId },
      notices: [told(message.author, 'message', message.room)],
      // Both parties' open chats show it hidden at once: its id only, never its words.
      live: [
        {
          event: 'message_hidden',
          chat: message.room,
          payload: { room: message.room, message_id: targetId },
        },
      ],
    });
    return true;
  }

  return {
    async report(actor: Actor, input: z.output<typeof reportRequest>): Promise<ReportCreated> {
      const targetUser = await subjectOf(actor, input.target_kind, input.target_id);
      const row = await repo.insertReport(db, {
        reporter_id: actor.id,
        target_kind: input.target_kind,
        target_id: input.target_id,
        target_user_id: targetUser,
        reason: input.reason,
        note: input.note ? input.note : null,
        created_at: clock(),
      });
      if (!row) throw errors.duplicate();
      return { report_id: row.report_id, status: 'open' };
    },

    async queue(query: CursorQuery): Promise<ModerationPage> {
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await repo.openReports(db, afterId, query.limit + 1);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.report_id],
        (r) => ({
          report_id: r.report_id,
          target_kind: r.target_kind,
          target_id: r.target_id,
          target_user: { ...personOf(r.target_user_id, r.target_role), name: r.target_name },
          reporter: { ...personOf(r.reporter_id, r.reporter_role), name: r.reporter_name },
          reason: r.reason,
          note: r.note,
          target_text: r.target_kind === 'user' ? null : r.target_text,
          target_rating: r.target_rating,
          target_hidden: Boolean(r.target_hidden),
          created_at: r.created_at.getTime(),
        }),
      );
    },

    dismiss: (by: AuditActor, reportId: number) => close(by, reportId, 'dismissed'),
    handle: (by: AuditActor, reportId: number) => close(by, reportId, 'handled'),

    /**
     * Hides the report's review or message with a reason, closes every open report on it as
     * handled, tells the author (and a review's provider) through the seam, and audits it.
     */
    async hide(by: AuditActor, reportId: number, input: HideRequest): Promise<ReportClosed> {
      const reason = input.reason as ReportReason;
      const note = input.note?.trim() ? input.note.trim() : null;
      return events.transaction(async (trx, record) => {
        const report = await repo.lockOpenReport(trx, reportId);
        if (!report)
          throw (await repo.reportExists(trx, reportId)) ? errors.notOpen() : notFoundReport();
        if (report.target_kind === 'user') throw errors.notHideable();
        const now = clock();
        const hidden = await hideTarget(trx, record, report.target_kind, report.target_id, {
          hidden_at: now,
          hidden_reason: reason,
          hidden_note: note,
          hidden_by: by.id,
        });
        const closed = await repo.closeReports(
          trx,
          { kind: report.target_kind, targetId: report.target_id },
          { status: 'handled', closed_at: now, closed_by: by.id },
        );
        await audit.record(trx, by, {
          action: report.target_kind === 'review' ? 'review.hide' : 'message.hide',
          target: { entity: report.target_kind, id: report.target_id },
          before: { hidden: !hidden },
          after: { hidden: true, reason, note, report_id: reportId },
        });
        return { report_id: reportId, status: 'handled' as const, closed };
      });
    },
  };
}

const notFoundReport = () => new AppError(ErrorCode.notFound, 404, 'errors.codes.not_found');

export type ModerationService = ReturnType<typeof createModerationService>;
