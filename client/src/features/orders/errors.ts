import { OrderMessages } from '#contracts/orders';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';

const NOT_SAVED = 'The change was not saved and the order is back where it was. Please try again.';

/** The notification of a failed status change: the spec's title, then why (by error code). */
export function statusChangeFailure(
  status: 'cancelled' | 'completed',
  error: unknown,
): { title: string; message: string } {
  return {
    title: status === 'completed' ? OrderMessages.completeFailed : OrderMessages.cancelFailed,
    message: errorText(error, NOT_SAVED),
  };
}

/** A detail under the spec's feedback failure, when the server said why (nothing otherwise). */
export function feedbackFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500 || error.code === 'http_error') {
    return undefined;
  }
  return errorText(error);
}
