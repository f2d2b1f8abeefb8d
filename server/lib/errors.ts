import { ErrorCode } from '#contracts/errors';
import type { TextKey, TextParams } from '#locales/catalog';
import { isTextKey, textOf } from './i18n';

/** What an error says: a catalog key, with the values of its placeholders. */
export type ErrorText = TextKey | { key: TextKey; params: TextParams };

/**
 * The one error type services throw; the error handler answers it as
 * `{ ...fields, error: { code, message, key, params } }`: the message is the key's English text,
 * and `fields` carries the spec's top-level response message when the spec names one
 * (e.g. `{ message: 'notexist' }`).
 */
export class AppError extends Error {
  readonly key: TextKey | undefined;
  readonly params: TextParams | undefined;
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    text: ErrorText,
    readonly fields: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    const { key, params } = typeof text === 'string' ? { key: text, params: undefined } : text;
    super(textOf('en', key as TextKey, params));
    this.key = isTextKey(key) ? key : undefined;
    this.params = params;
  }
}

export const notFound = (text: ErrorText = 'errors.codes.not_found') =>
  new AppError(ErrorCode.notFound, 404, text);
export const badRequest = (text: ErrorText) => new AppError(ErrorCode.badRequest, 400, text);
export const unauthorized = (text: ErrorText = 'errors.codes.unauthorized') =>
  new AppError(ErrorCode.unauthorized, 401, text);
export const conflict = (text: ErrorText) => new AppError(ErrorCode.conflict, 409, text);
export const forbidden = (text: ErrorText = 'errors.codes.forbidden') =>
  new AppError(ErrorCode.forbidden, 403, text);

export const tooManyAttempts = (waitMs: number, text: ErrorText) =>
  new AppError(
    ErrorCode.rateLimited,
    429,
    text,
    {},
    {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    },
  );
