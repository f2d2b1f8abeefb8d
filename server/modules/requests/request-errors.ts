import { ErrorCode } from '#contracts/errors';
import { AppError, notFound } from '../../lib/errors';

/**
 * What can go wrong with a request's state, each with its own code; the words are the code's
 * own text (errors.codes.request.*), as the app shows it.
 */
export const requestErrors = {
  notFound: () => notFound('requests.errors.notFound'),
  notPending: () =>
    new AppError(ErrorCode.requestNotPending, 409, 'errors.codes.request.not_pending'),
  expired: () => new AppError(ErrorCode.requestExpired, 409, 'errors.codes.request.expired'),
  keyReused: () => new AppError(ErrorCode.requestKeyReused, 409, 'errors.codes.request.key_reused'),
  notInFeed: () =>
    new AppError(ErrorCode.requestNotInFeed, 409, 'errors.codes.request.not_in_feed'),
};
