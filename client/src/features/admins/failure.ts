import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';

/** What to say about a failed change of the admins: the server's words; nothing for a 401. */
export const teamFailure = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 401 ? null : errorText(error);
