import crypto from 'node:crypto';

/**
 * The mark of an API read a page makes in-process (server/ssr/page-reads.ts, decision 0099):
 * such a read logs no request lines of its own and is left out of the request metrics, so a
 * page is logged and counted once, as the page. The mark's value is this process's own secret:
 * a request from outside cannot hide itself from the log by sending the header.
 */
export const PAGE_READ_HEADER = 'x-page-read';
export const PAGE_READ_MARK = crypto.randomUUID();

export const isPageRead = (request: { headers: Record<string, unknown> }) =>
  request.headers[PAGE_READ_HEADER] === PAGE_READ_MARK;
