/** What the main thread asks the embedded database's thread (pglite-thread.worker.ts). */
export type ThreadRequest =
  | { type: 'query'; id: number; text: string; params: unknown[] }
  | { type: 'close' };

/** What the thread answers. */
export type ThreadAnswer =
  | { type: 'opened' }
  | { type: 'openFailed'; error: ErrorFields }
  | { type: 'rows'; id: number; rows: unknown[]; affectedRows: number | undefined }
  | { type: 'failed'; id: number; error: ErrorFields }
  | { type: 'closed'; error?: ErrorFields };

/** An error's own plain fields: PostgreSQL's (code, constraint, detail, table, ...) and message. */
export type ErrorFields = Record<string, string | number | boolean | undefined>;

/**
 * The fields of an error that cross to the main thread: its message and every own field of a
 * plain value, which is all the code reads of a database error (`code`, `severity`,
 * `constraint`, `detail`...). The statement's parameters and options stay behind.
 */
export function errorFields(err: unknown): ErrorFields {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: ErrorFields = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as ErrorFields[string];
    }
  }
  return fields;
}

/** The error again on the main thread, with the same fields (its stack is the main thread's). */
export function rebuiltError(fields: ErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}
