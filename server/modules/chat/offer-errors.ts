import { ChatMessages } from '../../../contracts/chat';
import { ErrorCode } from '../../../contracts/errors';
import { AppError } from '../../lib/errors';

/** What can go wrong with an offer, each with its own code (the client words it). */
export const offerErrors = {
  notFound: () => new AppError(ErrorCode.offerNotFound, 404, 'Offer not found.'),
  notPending: () => new AppError(ErrorCode.offerNotPending, 409, ChatMessages.offerNotPending),
  expired: () => new AppError(ErrorCode.offerExpired, 409, 'This offer has expired.'),
  own: () =>
    new AppError(ErrorCode.offerOwn, 403, 'This is your own offer: the other side answers it.'),
  notYours: () =>
    new AppError(ErrorCode.offerNotYours, 403, 'Only the side that made an offer can withdraw it.'),
  priceChanged: () =>
    new AppError(
      ErrorCode.offerPriceChanged,
      409,
      'The offer changed since you saw it. Look at the new price before you accept.',
    ),
};
