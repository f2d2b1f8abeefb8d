import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';

/** Why filing the request failed, for the form's alert (a 404 is handled as "not found"). */
export function createRequestError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return error.message;
  if (error instanceof ApiError && error.status === 401) {
    return 'Your session has ended. Please log in again and resend the request.';
  }
  return 'We could not send your request. Please check your connection and try again.';
}

/** A detail under the spec's image-upload failure: what the server refused, or the network. */
export function imageUploadDetail(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return 'The image is larger than 5 MB.';
    if (error.status >= 400 && error.status < 500) return error.message;
    return 'The server could not save the image.';
  }
  return 'The connection was lost while sending the image.';
}

/** Why the chat with a client could not be opened, for a notification. */
export function openChatError(error: unknown): string {
  return errorText(error, 'We could not open the chat. Please try again.');
}
