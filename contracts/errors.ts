import { z } from 'zod';

export { ErrorCode } from './error-codes';

/**
 * An error answer: its code, the English message (for logs and API users), and the catalog key
 * and parameters that say it in the reader's language, when the server has a text more precise
 * than the code's.
 */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The error answer of a spec door whose callers read a top-level `message` (a wrong login, an
 * unknown email, an invalid reset link, 'Email already exists'): the spec's words beside the
 * error. A route lists it for those statuses; its other answers of that status may lack it.
 */
export const errorBodyWithSpecMessage = errorBody.extend({
  message: z.string().optional().describe("The spec's response message, e.g. 'Email not found'."),
});
