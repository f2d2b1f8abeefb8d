import { ErrorCode } from '#contracts/errors';
import type { SuspensionReason } from '#contracts/users';
import { AppError } from '../../lib/errors';

/**
 * The refusal a suspended account gets at every door (decision 0068): login, every signed-in
 * route and the socket's handshake. 403 `account.suspended`, worded by the reason's kind in the
 * reader's language (`reason` also travels as a value, for API users).
 */
export const suspendedRefusal = (reason: SuspensionReason) =>
  new AppError(ErrorCode.accountSuspended, 403, {
    key: `users.refusal.${reason}`,
    params: { reason },
  });
