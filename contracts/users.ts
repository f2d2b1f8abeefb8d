import { z } from 'zod';
import { cursorPage, cursorQuery, idString, line, text } from './common';

/**
 * The users desk and suspensions (decision 0068): the admin finds clients and providers, opens
 * one, suspends or reinstates it with a reason. A reason is stored as its kind (worded in the
 * reader's language) plus what the admin typed.
 */
export const SUSPENSION_REASONS = [
  'fraud',
  'abuse',
  'fake_identity',
  'off_platform_payment',
  'no_shows',
  'other',
] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

/** What the admin may type beside the reason (shown to the person as typed). */
export const SUSPENSION_NOTE_MAX = 500;
/** The longest search text: a name, an email or a phone number. */
export const USER_SEARCH_MAX = 100;

export const USER_KINDS = ['clients', 'serviceproviders'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** GET /api/admin/users: a search (name, email or phone) and filters, a page at a time. */
export const userSearchQuery = cursorQuery.extend({
  q: line(USER_SEARCH_MAX).optional(),
  kind: z.enum(USER_KINDS).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserSearchQuery = z.output<typeof userSearchQuery>;

export const suspension = z.object({
  reason: z.enum(SUSPENSION_REASONS),
  note: z.string(),
  suspended_at: z.string(),
  /** The admin who suspended the account. */
  suspended_by: z.number().int(),
});
export type Suspension = z.infer<typeof suspension>;

/** One person in the desk's list. */
export const userListItem = z.object({
  id: z.number().int(),
  kind: z.enum(USER_KINDS),
  name: z.string(),
  email: z.string(),
  /** The provider's registered number, else the verified one; null when none. */
  phone: z.string().nullable(),
  created_at: z.string(),
  suspended: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userPage = cursorPage(userListItem);
export type UserPage = z.infer<typeof userPage>;

export const userIdParams = z.object({ accountId: idString });

/** A short list with the count of all its rows (`items` holds the newest few). */
const summary = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number().int(), items: z.array(item) });

const requestLine = z.object({
  request_id: z.number().int(),
  service_id: z.number().int(),
  service: z.string(),
  status: z.string(),
  date: z.string(),
});
const disputeLine = z.object({
  dispute_id: z.number().int(),
  request_id: z.number().int(),
  status: z.string(),
  date: z.string(),
});
const invoiceLine = z.object({
  payment_id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.string(),
  total_minor: z.number().int(),
});
const reportLine = z.object({
  report_id: z.number().int(),
  reason: z.string(),
  status: z.string(),
  date: z.string(),
});

/** GET /api/admin/users/:accountId: one person and what they did on the marketplace. */
export const userDetail = z.object({
  user: userListItem.extend({ city: z.string().nullable(), language: z.string() }),
  suspension: suspension.nullable(),
  /** A client's requests, or the orders a provider was given. */
  requests: summary(requestLine),
  /** Requests that became orders (an accepted offer), of either party. */
  orders: summary(requestLine),
  disputes: summary(disputeLine),
  /** A provider's invoices; null for a client. */
  invoices: summary(invoiceLine).nullable(),
  /** Reports about the person (moderation, decision 0067). */
  reports: summary(reportLine),
});
export type UserDetail = z.infer<typeof userDetail>;

/** POST /api/admin/users/:accountId/suspend */
export const suspendRequest = z.object({
  reason: z.enum(SUSPENSION_REASONS),
  note: text(SUSPENSION_NOTE_MAX).optional().default(''),
});
export type SuspendRequest = z.output<typeof suspendRequest>;

/** POST /api/admin/users/:accountId/reinstate */
export const reinstateRequest = z.object({
  note: text(SUSPENSION_NOTE_MAX).optional().default(''),
});
export type ReinstateRequest = z.output<typeof reinstateRequest>;

export const suspensionState = z.object({
  id: z.number().int(),
  suspension: suspension.nullable(),
});
export type SuspensionState = z.infer<typeof suspensionState>;
