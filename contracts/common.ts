import { z } from 'zod';
import type { TextKey } from '../locales/catalog';
import { hasBidiControls, hasBreaks, hasInvisibles } from './text-rules';

const MAX_ID = 2_147_483_647;

/** A database id as it arrives in a path or query string: digits only, within int4. */
export const idString = z
  .string()
  .regex(/^\d{1,10}$/, 'common.validation.wholeNumber')
  .transform(Number)
  .refine((n) => n > 0 && n <= MAX_ID, 'common.validation.wholeNumber');

/** A database id in a JSON body: a whole number within int4 (or its digits as text). */
export const idValue = z.union([
  z.number().int().positive().max(MAX_ID, 'common.validation.wholeNumber'),
  idString,
]);

/**
 * Free text, lines and paragraphs: trimmed, bounded, without NUL characters (PostgreSQL cannot
 * store them) and without the bidi controls that reorder the text after them (decision 0046).
 */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'common.validation.tooLong')
    .refine((s) => !s.includes('\u0000'), 'common.validation.noNul')
    .refine((s) => !hasBidiControls(s), 'common.validation.directionControls');

/**
 * One line of text (a name, a title, an address): free text without line breaks or other
 * control characters, and without invisible format characters but ZWNJ and ZWJ.
 */
export const line = (max: number) =>
  text(max)
    .refine((s) => !hasBreaks(s), 'common.validation.oneLine')
    .refine((s) => !hasInvisibles(s), 'common.validation.invisibleCharacters');

/**
 * Required free text; `required` is the catalog key of what an empty field says. (A contract's
 * messages are catalog keys: the server answers their English, the app shows the reader's.)
 */
export const requiredText = (required: TextKey, max: number) =>
  text(max).pipe(z.string().min(1, required));

/** A required line of text; `required` as for `requiredText`. */
export const requiredLine = (required: TextKey, max: number) =>
  line(max).pipe(z.string().min(1, required));

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** `GET /api/ready`: each part the node needs, and whether it answered (503 when one did not). */
const readiness = z.enum(['ok', 'failed']);
export const readyResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: readiness,
    /** `disabled` without REDIS_URL. */
    redis: z.enum(['ok', 'failed', 'disabled']),
    storage: readiness,
  }),
});
export type ReadyResponse = z.infer<typeof readyResponse>;

/**
 * The one pagination contract (design rule 15): `{ cursor?, limit }` in, `{ items, nextCursor }`
 * out. A cursor is opaque to the client: it sends back what the last page answered, and a null
 * `nextCursor` means the list ended.
 */
export const cursorQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CursorQuery = z.output<typeof cursorQuery>;

export const cursorPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
