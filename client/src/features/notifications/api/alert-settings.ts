import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AlertSettings, type AlertSettingsUpdate, alertSettings } from '#contracts/alerts';
import { apiGet, apiSend } from '#lib/api-client';

const settingsKey = ['alert-settings'] as const;

/** Each group on push, SMS and WhatsApp, and the quiet hours (GET /account/alert-settings). */
export function useAlertSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiGet('/account/alert-settings', alertSettings),
  });
}

/** Changes switches or quiet hours; a switch moves at once and a failure puts it back. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AlertSettingsUpdate) =>
      apiSend('PUT', '/account/alert-settings', alertSettings, patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<AlertSettings>(settingsKey);
      if (before && patch.switches) {
        const switches = structuredClone(before.switches);
        for (const s of patch.switches) switches[s.group][s.channel] = s.on;
        queryClient.setQueryData(settingsKey, { ...before, switches });
      }
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
