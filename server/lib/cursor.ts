import { badRequest } from './errors';

/**
 * The one keyset-pagination helper (design rule 15): a cursor is the sort key of the last row
 * of a page, sent to the client as opaque base64url text and read back here. Queries fetch
 * `limit + 1` rows; the extra row only says whether there is a next page.
 */
export function encodeCursor(key: (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor carries, checked against the shape the list expects; 400 otherwise. */
export function decodeCursor<T extends readonly ('string' | 'number')[]>(
  cursor: string | undefined,
  shape: T,
): { [K in keyof T]: T[K] extends 'number' ? number : string } | undefined {
  if (cursor === undefined) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('errors.cursorInvalid');
  }
  const fits =
    Array.isArray(key) &&
    key.length === shape.length &&
    key.every((v, i) =>
      shape[i] === 'number' ? Number.isSafeInteger(v) : typeof v === 'string' && v.length < 100,
    );
  if (!fits) throw badRequest('errors.cursorInvalid');
  return key as { [K in keyof T]: T[K] extends 'number' ? number : string };
}

/** The first `limit` rows and the cursor of the next page (null when there is none). */
export function pageOf<R, I>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => (string | number)[],
  toItem: (row: R) => I,
): { items: I[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
