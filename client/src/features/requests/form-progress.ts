/** Where the progress bar starts before any field is filled (the spec's 33 percent). */
export const PROGRESS_START = 33;

/**
 * The spec's request-form progress: 33 % at the start, then each filled required field adds an
 * equal share of the remaining 67 %, rounded: 33, 55, 78, 100 for 0, 1, 2 and 3 fields of 3.
 */
export function formProgress(filled: number, total: number): number {
  if (total <= 0) return 100;
  const share = Math.min(Math.max(filled, 0), total) / total;
  return Math.round(PROGRESS_START + (100 - PROGRESS_START) * share);
}
