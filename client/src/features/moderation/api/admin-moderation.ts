import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type HideRequest, moderationPage, reportClosed } from '#contracts/moderation';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

const QUEUE_KEY = [ADMIN_KEY, 'moderation'];

/** The open reports, newest first, a page at a time (decision 0067). */
export function useModerationQueue() {
  const call = useAdminCall();
  return useInfiniteQuery({
    queryKey: QUEUE_KEY,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      call(() => apiGet(pagePath('/admin/moderation/reports', pageParam), moderationPage, 'admin')),
  });
}

export type ModerationAction =
  | { action: 'hide'; reportId: number; body: HideRequest }
  | { action: 'dismiss' | 'handle'; reportId: number };

/** Hides a report's review or message, or dismisses or handles the report; the queue reloads. */
export function useModerationAction() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: ModerationAction) =>
      call(() =>
        apiSend(
          'POST',
          `/admin/moderation/reports/${a.reportId}/${a.action}`,
          reportClosed,
          a.action === 'hide' ? a.body : undefined,
          'admin',
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
