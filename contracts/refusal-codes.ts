import { ErrorCode } from './errors';

/**
 * The contract rules whose refusal has a code of its own, by their message (a catalog key);
 * any other input a contract refuses is `bad_request`.
 */
const CODES = new Map<string, ErrorCode>([
  ['common.validation.directionControls', ErrorCode.textControlCharacters],
  ['common.validation.oneLine', ErrorCode.textControlCharacters],
  ['common.validation.invisibleCharacters', ErrorCode.textControlCharacters],
  ['phones.errors.numberInvalid', ErrorCode.phoneInvalid],
  ['errors.codes.offer.scope_too_long', ErrorCode.offerScopeTooLong],
  ['errors.codes.offer.duration_out_of_range', ErrorCode.offerDurationOutOfRange],
]);

/** The error code of a contract's refusal, from the message of its first issue. */
export const refusalCode = (message: string | undefined): ErrorCode =>
  CODES.get(message ?? '') ?? ErrorCode.badRequest;
