import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';

/**
 * The text to show for a failed admin call: the server's words for a conflict (a duplicate
 * name, a category without an active service), else the spec's fixed message. Null for a 401,
 * which sends the admin to the login page instead.
 */
export function adminFailure(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return null;
  // The server's words (a duplicate name...) in the reader's language.
  if (error.status === 409) return errorText(error, fallback);
  return fallback;
}

/** Approving or rejecting a request that another admin session already handled answers 404. */
export function requestFailure(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.status === 404)
    return text('admin.requests.alreadyHandled');
  return adminFailure(error, fallback);
}
