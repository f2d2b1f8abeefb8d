import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';

/** Why filing the request failed, for the form's alert (a 404 is handled as "not found"). */
export function createRequestError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return errorText(error);
  if (error instanceof ApiError && error.status === 401) return text('requests.form.sessionEnded');
  return text('requests.form.sendFailed');
}

/** Why the chat with a client could not be opened, for a notification. */
export function openChatError(error: unknown): string {
  return errorText(error, text('requests.feed.openChatFailed'));
}
