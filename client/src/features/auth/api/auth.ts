import { useMutation, useQuery } from '@tanstack/react-query';
import {
  adminLoginResponse,
  type ClientRegistrationRequest,
  type LoginResponse,
  loginCodeResponse,
  loginResponse,
  messageResponse,
  type ProviderRegistrationRequest,
  type ResetLinkCheckRequest,
  type ResetPasswordRequest,
  resetLinkState,
  type UserType,
  verifyResponse,
} from '#contracts/auth';
import { apiGet, apiSend } from '#lib/api-client';
import { readDeviceToken, saveDeviceToken } from '#lib/session';

export const authKeys = {
  verify: (role: UserType, token: string | undefined) => ['verify', role, token] as const,
  resetLink: (link: ResetLinkCheckRequest | null) => ['reset-link', link] as const,
};

export function useRegisterClient() {
  return useMutation({
    mutationFn: (body: ClientRegistrationRequest) =>
      apiSend('POST', '/register/client', messageResponse, body, 'none'),
  });
}

export function useRegisterProvider() {
  return useMutation({
    mutationFn: (body: ProviderRegistrationRequest) =>
      apiSend('POST', '/register/sp', messageResponse, body, 'none'),
  });
}

/** Signs in; anything but a well-formed 'exist' answer counts as a failure. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: {
      email: string;
      password: string;
      login_code?: string;
    }): Promise<LoginResponse> => {
      const account = `account:${body.email.trim().toLowerCase()}`;
      const device_token = readDeviceToken(account);
      const answer = await apiSend(
        'POST',
        '/login',
        loginResponse,
        { ...body, device_token },
        'none',
      );
      saveDeviceToken(account, answer.device_token);
      return answer;
    },
  });
}

/** Asks for a one-time sign-in code: by email for an account, on the server for the admin. */
export function useRequestLoginCode(kind: 'account' | 'admin') {
  return useMutation({
    mutationFn: (login: string) =>
      kind === 'account'
        ? apiSend('POST', '/login/code', loginCodeResponse, { email: login }, 'none')
        : apiSend('POST', '/LoginAdmin/code', loginCodeResponse, { username: login }, 'none'),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiSend('POST', '/forgotpassword', messageResponse, body, 'none'),
  });
}

/** Whether a reset link still works, asked when its page opens (it uses nothing). */
export function useResetLinkCheck(link: ResetLinkCheckRequest | null) {
  return useQuery({
    queryKey: authKeys.resetLink(link),
    queryFn: () =>
      apiSend('POST', '/resetpassword/check', resetLinkState, link ?? undefined, 'none'),
    enabled: link !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiSend('POST', '/resetpassword', messageResponse, body, 'none'),
  });
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: async (body: { username: string; password: string; login_code?: string }) => {
      const account = `admin:${body.username.trim()}`;
      const device_token = readDeviceToken(account);
      const answer = await apiSend(
        'POST',
        '/LoginAdmin',
        adminLoginResponse,
        { ...body, device_token },
        'none',
      );
      saveDeviceToken(account, answer.device_token);
      return answer;
    },
  });
}

const verifyPath: Record<UserType, string> = {
  clients: '/verify-client',
  serviceproviders: '/verify-serviceprovider',
};

/** The server's check of the stored token for a role; only runs when a token is stored. */
export function useVerifyUser(role: UserType, token: string | undefined) {
  return useQuery({
    queryKey: authKeys.verify(role, token),
    queryFn: () => apiGet(verifyPath[role], verifyResponse, 'user'),
    enabled: token !== undefined,
    retry: false,
    // Offline, the check fails at once (and says so) instead of waiting for the network.
    networkMode: 'always',
  });
}
