import { ErrorCode } from '../../../contracts/errors';
import { ApiError, NetworkError } from './api-client';
import { SocketAckError, SocketUnavailableError } from './socket';

/**
 * What users read for each error code the server sends (design rule 13: codes, not English).
 * A code not listed here shows the server's own message; a 5xx without a listed code shows
 * GENERIC_FAILURE.
 */
const TEXTS: Partial<Record<string, string>> = {
  [ErrorCode.offerNotPending]:
    'This offer is no longer pending: it was answered, withdrawn or replaced in the meantime.',
  [ErrorCode.offerExpired]: 'This offer has expired: nobody answered it in time.',
  [ErrorCode.offerOwn]:
    'This is your own offer: only the other side can accept, decline or counter it.',
  [ErrorCode.offerNotYours]: 'Only the side that made an offer can withdraw it.',
  [ErrorCode.offerPriceChanged]:
    'The price changed since you looked. Check the new offer before you accept it.',
  [ErrorCode.offerNotFound]: 'This offer is no longer in your chats.',
  [ErrorCode.requestNotPending]:
    'This request is no longer open: it was accepted, cancelled or has expired.',
  [ErrorCode.requestNotInFeed]:
    "This request does not match the provider's city or services, so it cannot be offered here.",
  [ErrorCode.requestExpired]: 'This request expired before an offer was accepted.',
  [ErrorCode.orderNotPending]: 'Only a pending order can be cancelled.',
  [ErrorCode.orderNotAccepted]: 'Only an accepted order can be marked as completed.',
  [ErrorCode.reviewAlreadyReplied]:
    'You have already replied to this review: each review takes one reply.',
  [ErrorCode.orderNotDisputable]:
    'A problem can be reported once per order: on an accepted order, or in the first days after it was completed.',
  [ErrorCode.disputeAlreadyOpen]:
    'This order already has an open dispute: add a statement to it instead.',
  [ErrorCode.disputeNotOpen]: 'This dispute has already been resolved.',
  [ErrorCode.disputeNotFound]: 'This dispute no longer exists, or it is not yours to see.',
  [ErrorCode.invoiceProofNotInReview]:
    'This invoice has no proof waiting for review any more: it was paid or rejected meanwhile.',
  [ErrorCode.invoiceProofChanged]:
    'The provider uploaded a newer proof since you opened this one. Check the new proof first.',
  [ErrorCode.requestKeyReused]:
    'This form was already used to send another request. Reload the page to send a new one.',
  [ErrorCode.unauthorized]: 'Your session has ended. Please log in again.',
  [ErrorCode.unavailable]: 'The service is briefly unavailable. Please try again in a moment.',
};

export const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';
const NETWORK_FAILURE = 'We could not reach the server. Check your connection and try again.';

/** Codes of refusals that mean "the thing changed meanwhile": what is on screen is stale. */
const STALE_CODES: ReadonlySet<string> = new Set([
  ErrorCode.conflict,
  ErrorCode.offerNotPending,
  ErrorCode.offerExpired,
  ErrorCode.offerPriceChanged,
  ErrorCode.offerNotFound,
  ErrorCode.requestNotPending,
  ErrorCode.requestExpired,
  ErrorCode.orderNotPending,
  ErrorCode.orderNotAccepted,
  ErrorCode.reviewAlreadyReplied,
  ErrorCode.orderNotDisputable,
  ErrorCode.disputeAlreadyOpen,
  ErrorCode.disputeNotOpen,
]);

/** The error code of a failed HTTP call or socket emit, when the server gave one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof ApiError || error instanceof SocketAckError) return error.code;
  return undefined;
}

/** The text for an error code, or undefined when this client has no words for it. */
export function textForCode(code: string | undefined): string | undefined {
  return code === undefined ? undefined : TEXTS[code];
}

/**
 * What to tell the user about a failed call: the text for its code; else the server's message
 * for a refusal (4xx, or a socket refusal); else `fallback` (server failures, the network).
 */
export function errorText(error: unknown, fallback: string = GENERIC_FAILURE): string {
  const known = textForCode(errorCodeOf(error));
  if (known) return known;
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.code === 'http_error') return fallback;
    return error.message || fallback;
  }
  if (error instanceof SocketAckError) {
    return error.code === ErrorCode.internal ? fallback : error.message || fallback;
  }
  if (error instanceof SocketUnavailableError || error instanceof NetworkError)
    return error.message;
  if (error instanceof TypeError) return NETWORK_FAILURE;
  return fallback;
}

/**
 * Whether the server refused because the data on screen is out of date (HTTP 409, or a socket
 * refusal with one of those codes): the caller should refetch what it showed.
 */
export function isStaleRefusal(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 409 || STALE_CODES.has(error.code);
  return error instanceof SocketAckError && STALE_CODES.has(error.code);
}
