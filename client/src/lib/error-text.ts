import i18next from 'i18next';
import { ErrorCode } from '#contracts/error-codes';
import type { TextKey } from '#locales/catalog';
import { ApiError, NetworkError } from './api-client';
import { text, textOrSelf } from './i18n';
import { SocketAckError, SocketUnavailableError } from './socket';

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

/** Codes whose own text says more than whatever the server said with them. */
const CODE_FIRST: ReadonlySet<string> = new Set([ErrorCode.unauthorized, ErrorCode.unavailable]);

/** The error code of a failed HTTP call or socket emit, when the server gave one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof ApiError || error instanceof SocketAckError) return error.code;
  return undefined;
}

/** The catalog's text for an error code, or undefined when it has none. */
export function textForCode(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  const key = `errors.codes.${code}`;
  return i18next.exists(key) ? text(key as TextKey) : undefined;
}

/**
 * What to tell the user about a failed call, in the reader's language: the words the server
 * named (a catalog key and its parameters); else the text of its code; else `fallback`
 * (server failures, the network).
 */
export function errorText(
  error: unknown,
  fallback: string = text('common.genericFailure'),
): string {
  if (error instanceof ApiError || error instanceof SocketAckError) {
    const serverError =
      error instanceof ApiError && (error.status >= 500 || error.code === 'http_error');
    if (serverError) return textForCode(error.code) ?? fallback;
    if (!CODE_FIRST.has(error.code) && error.text && i18next.exists(error.text.key)) {
      return textOrSelf(error.text.key, error.text.params);
    }
    return textForCode(error.code) ?? fallback;
  }
  if (error instanceof SocketUnavailableError || error instanceof NetworkError)
    return error.message;
  if (error instanceof TypeError) return text('common.networkFailure');
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
