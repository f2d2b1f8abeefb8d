import { OrderMessages } from '../../../../contracts/orders';
import { ApiError } from '../../lib/api-client';

/** The server's reason for a refusal (403/404/409), or nothing for a server or network failure. */
function refusal(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return undefined;
}

/** The notification of a failed status change: the spec's title, then why. */
export function statusChangeFailure(
  status: 'cancelled' | 'completed',
  error: unknown,
): { title: string; message: string } {
  return {
    title: status === 'completed' ? OrderMessages.completeFailed : OrderMessages.cancelFailed,
    message:
      refusal(error) ??
      'The change was not saved and the order is back where it was. Please try again.',
  };
}

/** A detail under the spec's feedback failure, when the server said why. */
export function feedbackFailureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 409) return error.message;
  return refusal(error);
}
