import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponse } from '#contracts/auth';
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

export const providerKeys = {
  profile: ['provider', 'profile'] as const,
  services: ['provider', 'services'] as const,
};

/** Adds (or re-enables) the given services for the signed-in provider; keeps the others. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: number[]) =>
      apiSend('POST', '/service-provider/preferences', messageResponse, {
        services: serviceIds.map((serviceId) => ({ serviceId, available: true })),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.services }),
  });
}

export function useProviderProfile() {
  return useQuery({
    queryKey: providerKeys.profile,
    queryFn: () => apiGet('/service-provider/profile', providerProfile),
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
      await apiUpload('PUT', '/service-provider/updateProfile', profileUpdateResponse, form, {
        onProgress,
      }),
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
      await apiSend(
        'POST',
        '/service-provider/confirm-email',
        confirmEmailResponse,
        { token },
        'none',
      ),
  });
}

export function useProviderServices() {
  return useQuery({
    queryKey: providerKeys.services,
    queryFn: () => apiGet('/service-provider/services', z.array(providerService)),
  });
}

type AvailabilityChange = { serviceId: number; available: boolean };

/** Flips a service's availability on screen first; puts it back when the server refuses. */
export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, available }: AvailabilityChange) =>
      apiSend('PUT', `/service-provider/updateAvailability/${serviceId}`, providerService, {
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
      apiSend('DELETE', `/service-provider/removeService/${serviceId}`, messageResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.services }),
  });
}

export function useRequestCategory() {
  return useMutation({
    mutationFn: (body: CategoryRequestBody) =>
      apiSend('POST', '/Add-Category', messageResponse, body),
  });
}
