import { adminFailure } from '#lib/admin-failure';
import { ApiError } from '#lib/api-client';
import { text } from '#lib/i18n';

/** Approving or rejecting a request that another admin session already handled answers 404. */
export function requestFailure(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.status === 404)
    return text('admin.requests.alreadyHandled');
  return adminFailure(error, fallback);
}
