import { z } from 'zod';
import type { TextKey } from '../locales/catalog';
import { idString, line } from './common';

/** A provider's CNIC check (decision 0066). */
export const ID_CHECK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdCheckStatus = (typeof ID_CHECK_STATUSES)[number];

/** Why an admin rejects a check: a kind, rendered in the provider's language. */
export const ID_CHECK_REASONS = [
  'unreadable',
  'not_cnic',
  'expired',
  'name_mismatch',
  'other',
] as const;
export type IdCheckReason = (typeof ID_CHECK_REASONS)[number];

/** A reason in the reader's words. */
export const ID_CHECK_REASON_KEYS = {
  unreadable: 'idChecks.reasons.unreadable',
  not_cnic: 'idChecks.reasons.not_cnic',
  expired: 'idChecks.reasons.expired',
  name_mismatch: 'idChecks.reasons.name_mismatch',
  other: 'idChecks.reasons.other',
} as const satisfies Record<IdCheckReason, TextKey>;
export const isIdCheckReason = (value: unknown): value is IdCheckReason =>
  (ID_CHECK_REASONS as readonly unknown[]).includes(value);

/** The largest image taken for each side: a phone camera's photo fits. */
export const MAX_ID_IMAGE_BYTES = 10 * 1024 * 1024;
/** The longest side of a stored image, in pixels: enough to read a card, no more. */
export const ID_IMAGE_PX = 1600;
/** The images are deleted this many days after the admin's decision. */
export const ID_FILES_KEPT_DAYS = 30;
export const MAX_ID_NOTE_LENGTH = 300;

/** What the provider sees of its own check: no images, only where it stands. */
export const ownIdCheck = z.object({
  status: z.enum(ID_CHECK_STATUSES).nullable(),
  reason: z.enum(ID_CHECK_REASONS).nullable(),
  note: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type OwnIdCheck = z.infer<typeof ownIdCheck>;

/** A pending check in the admin's queue, with the addresses of its two images. */
export const adminIdCheck = z.object({
  check_id: z.number().int(),
  sp_id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  submittedAt: z.string(),
  frontUrl: z.string(),
  backUrl: z.string(),
});
export type AdminIdCheck = z.infer<typeof adminIdCheck>;
export const adminIdCheckList = z.object({ items: z.array(adminIdCheck) });
export type AdminIdCheckList = z.infer<typeof adminIdCheckList>;

export const idCheckParams = z.object({ checkId: idString });
export const idCheckImageParams = z.object({
  checkId: idString,
  side: z.enum(['front', 'back']),
});

export const idCheckDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z.enum(ID_CHECK_REASONS),
    note: line(MAX_ID_NOTE_LENGTH).default(''),
  }),
]);
export type IdCheckDecision = z.infer<typeof idCheckDecision>;
