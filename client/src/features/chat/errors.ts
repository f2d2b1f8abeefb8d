import { errorText, isStaleRefusal } from '#lib/error-text';

/**
 * The offer (or its request) changed meanwhile, e.g. someone else got there first: the room's
 * messages on screen are out of date.
 */
export function isConflict(error: unknown): boolean {
  return isStaleRefusal(error);
}

/** What to tell the user when a send, accept, decline, counter or withdraw failed. */
export function chatErrorMessage(error: unknown): string {
  return errorText(error);
}
