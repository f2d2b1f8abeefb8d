import { ErrorCode } from '#contracts/errors';
import { AppError } from '../../lib/errors';

/**
 * What can go wrong with an offer, each with its own code; the words are the code's own text
 * (errors.codes.offer.*), as the app shows it.
 */
export const offerErrors = {
  notFound: () => new AppError(ErrorCode.offerNotFound, 404, 'errors.codes.offer.not_found'),
  notPending: () => new AppError(ErrorCode.offerNotPending, 409, 'errors.codes.offer.not_pending'),
  expired: () => new AppError(ErrorCode.offerExpired, 409, 'errors.codes.offer.expired'),
  own: () => new AppError(ErrorCode.offerOwn, 403, 'errors.codes.offer.own'),
  notYours: () => new AppError(ErrorCode.offerNotYours, 403, 'errors.codes.offer.not_yours'),
  priceChanged: () =>
    new AppError(ErrorCode.offerPriceChanged, 409, 'errors.codes.offer.price_changed'),
  pinRequired: () =>
    new AppError(ErrorCode.offerPinRequired, 409, 'errors.codes.offer.pin_required'),
  /** The provider's booked job at that time, named so the app can ask before booking it. */
  slotClash: (requestId: number) =>
    new AppError(ErrorCode.offerSlotClash, 409, {
      key: 'errors.codes.offer.slot_clash',
      params: { request_id: requestId },
    }),
};
