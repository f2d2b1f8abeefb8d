import type { Generated } from 'kysely';
import type { ReportReason, ReportStatus, ReportTargetKind } from '#contracts/moderation';

/** A report of a user, a review or a message (decision 0067). */
export interface ReportsTable {
  report_id: Generated<number>;
  reporter_id: number;
  target_kind: ReportTargetKind;
  /** The user's account id, the review's request id, or the message's id. */
  target_id: number;
  /** Whom the report is about: the user, the review's author, the message's sender. */
  target_user_id: number;
  reason: ReportReason;
  /** What the reporter typed beside the reason (typed data, any language), or null. */
  note: string | null;
  status: Generated<ReportStatus>;
  created_at: Generated<Date>;
  closed_at: Date | null;
  /** The admin who dismissed or handled it. */
  closed_by: number | null;
}

/** One person blocked another: no new chats, messages or offers between them. */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Generated<Date>;
}

/** What hiding a review or a message writes on it. */
export type HideValues = {
  hidden_at: Date;
  hidden_reason: ReportReason;
  hidden_note: string | null;
  hidden_by: number;
};

/** What a moderator's hiding leaves on a review or a message (null: shown). */
export interface HiddenColumns {
  hidden_at: Date | null;
  hidden_reason: ReportReason | null;
  hidden_note: string | null;
  hidden_by: number | null;
}
