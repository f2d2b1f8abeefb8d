import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationSettings,
  type NotificationSettingsUpdate,
  notificationSettings,
  unsubscribeState,
} from '#contracts/email-notifications';
import { apiGet, apiSend } from '#lib/api-client';

const settingsKey = ['notification-settings'] as const;

/** The signed-in user's email switches (GET /account/notification-settings). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiGet('/account/notification-settings', notificationSettings),
  });
}

/** Changes some switches; the answer (every switch) replaces the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettingsUpdate) =>
      apiSend('PUT', '/account/notification-settings', notificationSettings, patch),
    onMutate: async (patch) => {
      // The switch moves at once; a failure puts it back.
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before) queryClient.setQueryData(settingsKey, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

/** What an unsubscribe link stops (GET /email-unsubscribe), asked without a session. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: ['email-unsubscribe', token],
    enabled: token !== '',
    retry: false,
    queryFn: () =>
      apiGet(`/email-unsubscribe?token=${encodeURIComponent(token)}`, unsubscribeState, 'none'),
  });
}

/** Turns the link's emails off (POST /email-unsubscribe). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiSend('POST', '/email-unsubscribe', unsubscribeState, { token }, 'none'),
  });
}
