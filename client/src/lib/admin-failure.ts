import { ApiError } from './api-client';
import { errorText } from './error-text';

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
