import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { offeredService } from '#contracts/catalog';
import {
  type CategoryRequestBody,
  type ConfirmEmailResponse,
  confirmEmailResponse,
  type ProfileUpdateResponse,
  type ProviderService,
  profileUpdateResponse,
  providerProfile,
  providerService,
} from '#contracts/providers';
import { apiGet, apiSend, apiUpload } from '#lib/api-client';

type MessageResponse = { message: string };

export const providerKeys = {
  activeServices: ['activeServices'] as const,
  profile: ['provider', 'profile'] as const,
  services: ['provider', 'services'] as const,
};

/** Every active service of an active category, with its category: the service pickers' list. */
export function useOfferableServices() {
  return useQuery({
    queryKey: providerKeys.activeServices,
    queryFn: async () =>
      z.array(offeredService).parse(await apiGet<unknown>('/activeServices', 'none')),
  });
}

/** Adds (or re-enables) the given services for the signed-in provider; keeps the others. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: number[]) =>
      apiSend<MessageResponse>('POST', '/service-provider/preferences', {
        services: serviceIds.map((serviceId) => ({ serviceId, available: true })),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.services }),
  });
}

export function useProviderProfile() {
  return useQuery({
    queryKey: providerKeys.profile,
    queryFn: async () => providerProfile.parse(await apiGet<unknown>('/service-provider/profile')),
  });
}

type ProfileUpload = { form: FormData; onProgress: (percent: number) => void };

/**
 * PUT multipart (text fields and an optional `profileImage`), reporting upload progress.
 * A new email is not saved yet: the answer's `emailConfirmationSentTo` names where the link went.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, onProgress }: ProfileUpload): Promise<ProfileUpdateResponse> =>
      profileUpdateResponse.parse(
        await apiUpload<unknown>('PUT', '/service-provider/updateProfile', form, { onProgress }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(providerKeys.profile, providerProfile.parse(answer));
      return queryClient.invalidateQueries({ queryKey: providerKeys.profile });
    },
  });
}

/** Uses the link mailed to a new address; no session needed (it is opened from the mailbox). */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (token: string): Promise<ConfirmEmailResponse> =>
      confirmEmailResponse.parse(
        await apiSend<unknown>('POST', '/service-provider/confirm-email', { token }, 'none'),
      ),
  });
}

export function useProviderServices() {
  return useQuery({
    queryKey: providerKeys.services,
    queryFn: async () =>
      z.array(providerService).parse(await apiGet<unknown>('/service-provider/services')),
  });
}

type AvailabilityChange = { serviceId: number; available: boolean };

/** Flips a service's availability on screen first; puts it back when the server refuses. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, available }: AvailabilityChange) =>
      apiSend<ProviderService>('PUT', `/service-provider/updateAvailability/${serviceId}`, {
        available,
      }),
    onMutate: async ({ serviceId, available }) => {
      await queryClient.cancelQueries({ queryKey: providerKeys.services });
      const previous = queryClient.getQueryData<ProviderService[]>(providerKeys.services);
      queryClient.setQueryData<ProviderService[]>(providerKeys.services, (list) =>
        list?.map((s) =>
          s.service_id === serviceId ? { ...s, availability_status: available } : s,
        ),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(providerKeys.services, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.services }),
  });
}

export function useRemoveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      apiSend<MessageResponse>('DELETE', `/service-provider/removeService/${serviceId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.services }),
  });
}

export function useRequestCategory() {
  return useMutation({
    mutationFn: (body: CategoryRequestBody) =>
      apiSend<MessageResponse>('POST', '/Add-Category', body),
  });
}
