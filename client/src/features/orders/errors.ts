import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';

/** The notification of a failed status change: the spec's title, then why (by error code). */
export function statusChangeFailure(
  status: 'cancelled' | 'completed',
  error: unknown,
): { title: string; message: string } {
  return {
    title:
      status === 'completed'
        ? text('orders.change.completeFailed')
        : text('orders.change.cancelFailed'),
    message: errorText(error, text('orders.change.notSaved')),
  };
}

/** A detail under the spec's feedback failure, when the server said why (nothing otherwise). */
export function feedbackFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500 || error.code === 'http_error') {
    return undefined;
  }
  return errorText(error);
}
