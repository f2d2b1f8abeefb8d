import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  coalesces,
  NOTIFICATIONS_LIMIT,
  type Notification,
  type NotificationList,
  notificationList,
} from '#contracts/notifications';
import { apiGet, apiSend } from '#lib/api-client';
import { refetchIfInFlight } from '#lib/live-cache';

/** 'notifications' is also a prefix refetched after a socket reconnect. */
export const notificationKeys = {
  list: ['notifications'] as const,
};

/** The latest notifications, newest first, and how many are unread (kept across reloads). */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list,
    enabled,
    queryFn: () => apiGet('/notifications', notificationList),
  });
}

/**
 * Puts a live notification at the top of the list. `read` marks one the user is already
 * looking at (its chat is open), which does not raise the unread count. One of a kind that
 * coalesces replaces the unread ones of its kind about its subject: the server folded them
 * into it (decision 0047).
 */
export function prependNotification(
  queryClient: QueryClient,
  notification: Notification,
  read: boolean,
): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => {
    if (!list) return list;
    if (list.notifications.some((n) => n.notification_id === notification.notification_id)) {
      return list;
    }
    const folded = (n: Notification) =>
      coalesces(notification.kind) &&
      !n.read &&
      n.kind === notification.kind &&
      n.target?.entity === notification.target?.entity &&
      n.target?.id === notification.target?.id;
    const kept = list.notifications.filter((n) => !folded(n));
    const unfolded = list.unread - (list.notifications.length - kept.length);
    return {
      notifications: [{ ...notification, read }, ...kept].slice(0, NOTIFICATIONS_LIMIT),
      unread: Math.max(0, unfolded) + (read ? 0 : 1),
    };
  });
  refetchIfInFlight(queryClient, notificationKeys.list);
}

/** Marks one notification read (PUT /notifications/{id}/read). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) =>
      apiSend('PUT', `/notifications/${notificationId}/read`, notificationList),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list, list),
  });
}

/** Marks every notification of a chat read, when that chat is opened (PUT /notifications/read). */
export function useMarkRoomRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: string) => apiSend('PUT', '/notifications/read', notificationList, { room }),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list, list),
  });
}
