import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** A database id as it arrives in a path or query string: digits only, within int4. */
export const idString = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n > 0 && n <= MAX_ID, 'must be a positive whole number');

/** A database id in a JSON body: a whole number within int4 (or its digits as text). */
export const idValue = z.union([
  z.number().int().positive().max(MAX_ID, 'must be a positive whole number'),
  idString,
]);

/** Free text: trimmed, bounded, and without NUL characters (PostgreSQL cannot store them). */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');

/** Required free text with a readable message when it is empty. */
export const requiredText = (label: string, max: number) =>
  text(max).pipe(z.string().min(1, `${label} is required.`));

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
