import { useInfiniteQuery } from '@tanstack/react-query';
import { auditLogPage } from '#contracts/audit-log';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';
import { downloadPrivateFile } from '#lib/private-file';

/** The list's filters as the API reads them; an empty one is left out. */
export type AuditFilters = {
  action?: string;
  target_entity?: string;
  target_id?: string;
  from?: string;
  to?: string;
};

const given = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** The admin audit log, newest first, a page at a time (`fetchNextPage`). */
export function useAuditLog(filters: AuditFilters) {
  const call = useAdminCall();
  const query = given(filters);
  return useInfiniteQuery({
    queryKey: [ADMIN_KEY, 'audit-log', query],
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      call(() => apiGet(pagePath('/admin/audit-log', pageParam, query), auditLogPage, 'admin')),
  });
}

/** Saves every row the filters match as a CSV file. */
export function downloadAuditLog(filters: AuditFilters): Promise<void> {
  const query = new URLSearchParams(given(filters));
  return downloadPrivateFile(`/admin/audit-log.csv?${query}`, 'audit-log.csv', 'admin');
}
