import { ErrorCode } from '../../../../contracts/errors';
import { ApiError } from '../../lib/api-client';
import { SocketAckError, SocketUnavailableError } from '../../lib/socket';

/** The offer (or its request) is no longer pending: someone else got there first. */
export function isConflict(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 409;
  return error instanceof SocketAckError && error.code === ErrorCode.conflict;
}

/** What to tell the user when a send, accept or cancel failed. */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  if (error instanceof SocketAckError && error.code !== ErrorCode.internal) return error.message;
  if (error instanceof SocketUnavailableError) return error.message;
  return 'Something went wrong. Please try again.';
}
