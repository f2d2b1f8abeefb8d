import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PushSubscriptionRequest,
  pushDevice,
  pushDeviceList,
  pushDeviceRemoved,
  pushPublicKey,
} from '#contracts/push';
import { apiGet, apiSend } from '#lib/api-client';

const devicesKey = ['push-devices'] as const;

/** The VAPID key this browser subscribes with (GET /push/public-key); it never changes. */
export function usePushPublicKey() {
  return useQuery({
    queryKey: ['push-public-key'],
    queryFn: () => apiGet('/push/public-key', pushPublicKey),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The account's devices with push on (GET /account/push-subscriptions). */
export function usePushDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: () => apiGet('/account/push-subscriptions', pushDeviceList),
  });
}

/** Stores this browser's subscription (POST /account/push-subscriptions). */
export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionRequest) =>
      apiSend('POST', '/account/push-subscriptions', pushDevice, subscription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

/** Forgets one of the account's devices (DELETE /account/push-subscriptions/:id). */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend('DELETE', `/account/push-subscriptions/${id}`, pushDeviceRemoved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
