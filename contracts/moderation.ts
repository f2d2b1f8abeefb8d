import { z } from 'zod';
import { cursorPage, cursorQuery, idString, idValue, text } from './common';

/**
 * Reports, blocks and hiding (decision 0067). A reason is a kind from this list and an
 * optional note the person typed; the words of a kind come from the catalogs
 * (`moderation.reasons.<kind>`), so nothing about a report is stored in one language.
 */
export const REPORT_REASONS = [
  'spam',
  'abuse',
  'fraud',
  'fake',
  'inappropriate',
  'private_info',
  'other',
] as const;
export const reportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReason>;

/** What can be reported: a person (by account id), a review (by its order's id), a message. */
export const REPORT_TARGETS = ['user', 'review', 'message'] as const;
export const reportTargetKind = z.enum(REPORT_TARGETS);
export type ReportTargetKind = z.infer<typeof reportTargetKind>;

export const REPORT_STATUSES = ['open', 'dismissed', 'handled'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A report's or a hiding's note is at most this long. */
export const MODERATION_NOTE_MAX = 500;
const note = text(MODERATION_NOTE_MAX).optional();

/** POST /api/reports: report a user, a review or a message. */
export const reportRequest = z.object({
  target_kind: reportTargetKind,
  target_id: idValue,
  reason: reportReason,
  note,
});
export type ReportRequest = z.input<typeof reportRequest>;

export const reportCreated = z.object({ report_id: z.number().int(), status: z.literal('open') });
export type ReportCreated = z.infer<typeof reportCreated>;

/** POST /api/blocks: block a person by account id. */
export const blockRequest = z.object({ user_id: idValue });
export const blockUserParams = z.object({ userId: idString });

/** Whether the caller blocked the person, and whether the person blocked the caller. */
export const blockState = z.object({
  user_id: z.number().int(),
  i_blocked: z.boolean(),
  blocked_me: z.boolean(),
});
export type BlockState = z.infer<typeof blockState>;

/** One person the caller blocked. */
export const blockedPerson = z.object({
  user_id: z.number().int(),
  role: z.enum(['clients', 'serviceproviders']),
  name: z.string(),
  /** Epoch milliseconds. */
  blocked_at: z.number(),
});
export type BlockedPerson = z.infer<typeof blockedPerson>;
export const blockedPage = cursorPage(blockedPerson);
export type BlockedPage = z.infer<typeof blockedPage>;
export const blocksQuery = cursorQuery;

/** GET /api/admin/moderation/reports: the open reports, newest first. */
export const moderationQuery = cursorQuery;

const person = z.object({
  id: z.number().int(),
  role: z.enum(['clients', 'serviceproviders']),
  name: z.string(),
});

/** An open report as the moderator reads it: the target's words beside the reason. */
export const moderationReport = z.object({
  report_id: z.number().int(),
  target_kind: reportTargetKind,
  target_id: z.number().int(),
  /** Whom it is about: the user, the review's author, the message's sender. */
  target_user: person,
  reporter: person,
  reason: reportReason,
  note: z.string().nullable(),
  /** The review's comment or the message's text; null for a user. */
  target_text: z.string().nullable(),
  /** The review's stars; null otherwise. */
  target_rating: z.number().int().nullable(),
  /** The review or message is hidden already. */
  target_hidden: z.boolean(),
  /** Epoch milliseconds. */
  created_at: z.number(),
});
export type ModerationReport = z.infer<typeof moderationReport>;
export const moderationPage = cursorPage(moderationReport);
export type ModerationPage = z.infer<typeof moderationPage>;

export const reportIdParams = z.object({ reportId: idString });

/** POST .../hide: the reason the author is told, and the moderator's note. */
export const hideRequest = z.object({ reason: reportReason, note });
export type HideRequest = z.input<typeof hideRequest>;

/** What a moderator's action answers: the report and its new status. */
export const reportClosed = z.object({
  report_id: z.number().int(),
  status: z.enum(['dismissed', 'handled']),
  /** The reports on the same target this action closed, itself included. */
  closed: z.number().int(),
});
export type ReportClosed = z.infer<typeof reportClosed>;
