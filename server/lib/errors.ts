import { ErrorCode } from '../../contracts/errors';

/**
 * The one error type services throw; the error handler answers it as
 * `{ ...fields, error: { code, message } }`, where `fields` carries the spec's
 * top-level response message when the spec names one (e.g. `{ message: 'notexist' }`).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(ErrorCode.notFound, 404, message);
export const badRequest = (message: string) => new AppError(ErrorCode.badRequest, 400, message);
export const unauthorized = (message = 'Please log in.') =>
  new AppError(ErrorCode.unauthorized, 401, message);
export const conflict = (message: string) => new AppError(ErrorCode.conflict, 409, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(ErrorCode.forbidden, 403, message);

export const tooManyAttempts = (waitMs: number, message: string) =>
  new AppError(
    ErrorCode.rateLimited,
    429,
    message,
    {},
    {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    },
  );
