/**
 * The fields of `after` whose value differs from `before`, each side holding only those
 * (compared as JSON, so dates and nested values compare by content). A row that did not exist
 * before (`before` undefined) keeps every field of `after`; one removed keeps every field of
 * `before`.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T | undefined,
  after: T | undefined,
): { before: Partial<T> | null; after: Partial<T> | null } {
  if (!before) return { before: null, after: after ?? null };
  if (!after) return { before, after: null };
  const keys = Object.keys(after).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  ) as (keyof T)[];
  const pick = (row: T) => Object.fromEntries(keys.map((k) => [k, row[k]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
