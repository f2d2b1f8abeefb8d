import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PhoneState,
  phoneState,
  type RemovePhoneRequest,
  type StartPhoneRequest,
} from '#contracts/phones';
import { apiGet, apiSend } from '#lib/api-client';

const phoneKey = ['account-phone'] as const;

/** The signed-in user's mobile number and the verification under way (GET /account/phone). */
export function usePhoneState() {
  return useQuery({
    queryKey: phoneKey,
    queryFn: () => apiGet('/account/phone', phoneState),
  });
}

/**
 * A mutation whose answer is the new state of the number: it replaces the cached one. A
 * refusal may have changed it too (a try counted, a code spent): it is asked again.
 */
function usePhoneChange<Input>(send: (input: Input) => Promise<PhoneState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => {
      const before = queryClient.getQueryData<PhoneState>(phoneKey);
      queryClient.setQueryData(phoneKey, state);
      // The alert settings offer SMS and WhatsApp only for a verified number.
      if (before?.phone !== state.phone) {
        void queryClient.invalidateQueries({ queryKey: ['alert-settings'] });
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: phoneKey }),
  });
}

/** Sends a code to a number (POST /account/phone). */
export const useStartPhone = () =>
  usePhoneChange((body: StartPhoneRequest) => apiSend('POST', '/account/phone', phoneState, body));

/** A new code to the number being verified (POST /account/phone/resend). */
export const useResendPhoneCode = () =>
  usePhoneChange(() => apiSend('POST', '/account/phone/resend', phoneState));

/** The code typed (POST /account/phone/verify). */
export const useVerifyPhone = () =>
  usePhoneChange((code: string) => apiSend('POST', '/account/phone/verify', phoneState, { code }));

/** Removes the verified number (DELETE /account/phone, with the password). */
export const useRemovePhone = () =>
  usePhoneChange((body: RemovePhoneRequest) =>
    apiSend('DELETE', '/account/phone', phoneState, body),
  );
