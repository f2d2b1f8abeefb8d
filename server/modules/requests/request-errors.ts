import { ErrorCode } from '../../../contracts/errors';
import { RequestMessages } from '../../../contracts/requests';
import { AppError, notFound } from '../../lib/errors';

/** What can go wrong with a request's state, each with its own code (the client words it). */
export const requestErrors = {
  notFound: () => notFound('Request not found.'),
  notPending: () => new AppError(ErrorCode.requestNotPending, 409, RequestMessages.notPending),
  expired: () =>
    new AppError(ErrorCode.requestExpired, 409, 'This request expired with no accepted offer.'),
  keyReused: () =>
    new AppError(
      ErrorCode.requestKeyReused,
      409,
      'This Idempotency-Key already filed a different request.',
    ),
  notInFeed: () =>
    new AppError(
      ErrorCode.requestNotInFeed,
      409,
      "This request does not match this provider's city or services.",
    ),
};
