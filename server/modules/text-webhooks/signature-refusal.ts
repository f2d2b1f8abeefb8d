import { ErrorCode } from '#contracts/errors';
import { AppError } from '../../lib/errors';

/** 403 for a webhook call the provider did not sign (or a subscription check with a wrong token). */
export const signatureRefused = () =>
  new AppError(ErrorCode.webhookSignatureInvalid, 403, 'errors.codes.webhook.signature_invalid');
