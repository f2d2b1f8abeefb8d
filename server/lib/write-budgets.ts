import { CHAT_WRITE_WINDOW_MS, CHAT_WRITES_PER_WINDOW } from '#contracts/chat';
import type { TextKey } from '#locales/catalog';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** At most `max` writes per `windowMs` for each user; over it: 429 with `text`. */
export type Budget = { max: number; windowMs: number; text: TextKey };
/** A write that spends no budget at the door, and why (read by people, not by code). */
export type NoBudget = { none: string };

/**
 * Every write a person can repeat, and every door that makes someone else receive something,
 * spends from one of these budgets (report N3, decision 0047). A route declares its entry by
 * name next to its access rule (`access.users({ budget: 'dispute-statements' })`), a socket
 * event in its declaration; `server/surface/inventory.test.ts` fails for a write route or
 * event that declares none. Budgets are counted at the door, before the service runs, so a
 * refused write stores and sends nothing.
 */
export const WRITE_BUDGETS = {
  'dispute-statements': {
    max: 10,
    windowMs: 10 * MINUTE,
    text: 'disputes.errors.tooManyStatements',
  },
  'dispute-openings': { max: 5, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  'service-requests': { max: 30, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  reviews: { max: 20, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  'review-replies': { max: 30, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  'category-requests': { max: 10, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  /** A provider opens a chat on a request: a row appears in that client's chat list. */
  'chat-opens': { max: 60, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  /** Reports of a user, a review or a message: each lands in the moderators' queue. */
  reports: { max: 20, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  /** Proposals of a new time for a booked job: each tells the other party (decision 0077). */
  reschedules: { max: 20, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  /** Blocking and unblocking people. */
  blocks: { max: 30, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  /** Saving and unsaving providers (decision 0081). */
  favourites: { max: 60, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  /** Files: request photos, profile images, portfolio photos, proofs of payment. */
  uploads: { max: 20, windowMs: HOUR, text: 'errors.codes.rate_limited' },
  /** Read marks and typing: stored nowhere, but the other party's open pages hear each. */
  presence: { max: 60, windowMs: 10_000, text: 'errors.socket.tooManyEvents' },

  'chat-writes': {
    none:
      `Counted in the services instead (chat.countWrite, ${CHAT_WRITES_PER_WINDOW} per ` +
      `${CHAT_WRITE_WINDOW_MS / 1000} s, CHAT_WRITES_PER_10S): messages, offers and ` +
      'counter-offers share one budget whichever door (REST or socket) they come through.',
  },
  'answers-once': {
    none:
      'Moves one pending offer, request or order on, once (a compare-and-set): there are only ' +
      'as many to answer as budgeted writes made (chat-writes, service-requests).',
  },
  'phone-codes': {
    none:
      'Braked in the phones service (decision 0053): a code a minute and 5 an hour per ' +
      'account, 5 a day per number whoever asks, 20 an hour per address; 5 tries per code.',
  },
  'auth-limits': {
    none:
      'Braked per address and per account by auth-limits.ts (decision 0021): sign-up, login, ' +
      'reset links and email confirmation.',
  },
  own: {
    none:
      "Changes only the caller's own session, settings, profile or read marks (or reads): " +
      'nobody else receives anything.',
  },
  'provider-webhooks': {
    none:
      'Called by Twilio and Meta, signed with our shared secret and checked before anything ' +
      'is read or stored: a stranger gets 403, and the providers send what our texts caused.',
  },
  admin: {
    none: 'The one admin account, trusted with the platform; a brake would only slow its work.',
  },
} as const satisfies Record<string, Budget | NoBudget>;

export type BudgetName = keyof typeof WRITE_BUDGETS;

/** The entries that count at the door (the others say why they need not). */
export function budgetOf(name: BudgetName): Budget | null {
  const entry: Budget | NoBudget = WRITE_BUDGETS[name];
  return 'none' in entry ? null : entry;
}
