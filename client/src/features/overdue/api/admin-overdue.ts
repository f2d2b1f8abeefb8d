import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { overduePage } from '#contracts/overdue';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';
import { downloadPrivateFile } from '#lib/private-file';

export const overdueKeys = { list: [ADMIN_KEY, 'overdue'] as const };

/** Unpaid invoices past their due day, most overdue first, with totals on every page. */
export function useOverdueInvoices() {
  const call = useAdminCall();
  return useInfiniteQuery({
    queryKey: overdueKeys.list,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      call(() => apiGet(pagePath('/admin/overdue', pageParam), overduePage, 'admin')),
  });
}

/** Asks the server for the desk again (after an invoice was marked paid). */
export function useRefreshOverdue() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: overdueKeys.list }),
    [queryClient],
  );
}

/** Saves every overdue invoice as a CSV file. */
export function downloadOverdue(): Promise<void> {
  return downloadPrivateFile('/admin/overdue.csv', 'overdue-invoices.csv', 'admin');
}
