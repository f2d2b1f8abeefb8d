/** How many rows each page of a paged list asks the server for. */
export const PAGE_SIZE = 20;

/** The address of one page of a cursor list: the page after `cursor`, or the first. */
export function pagePath(
  path: string,
  cursor: string | undefined,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ ...query, limit: String(PAGE_SIZE) });
  if (cursor !== undefined) params.set('cursor', cursor);
  return `${path}?${params}`;
}

/**
 * What every cursor list tells `useInfiniteQuery` (the contract of `contracts/common.ts`): it
 * starts without a cursor and goes on while the server answers one.
 */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
};
