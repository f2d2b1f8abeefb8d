import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRole, InviteAdminRequest } from '#contracts/admins';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend } from '#lib/api-client';
import { readAdminToken } from '#lib/session';

const schemas = () => import('#contracts/admins');
const message = () => import('#contracts/auth').then((m) => m.messageResponse);

export const adminTeamKeys = {
  me: [ADMIN_KEY, 'me'] as const,
  team: [ADMIN_KEY, 'admins'] as const,
};

/** The signed-in admin and its role: which tabs the dashboard shows (decision 0072). */
export function useAdminMe() {
  const call = useAdminCall();
  return useQuery({
    queryKey: adminTeamKeys.me,
    queryFn: () => call(() => apiGet('/admin/me', () => schemas().then((m) => m.adminMe), 'admin')),
    enabled: readAdminToken() !== null,
    staleTime: 60_000,
  });
}

/** Every admin and every open invitation (the owner's). */
export function useAdminTeam() {
  const call = useAdminCall();
  return useQuery({
    queryKey: adminTeamKeys.team,
    queryFn: () =>
      call(() => apiGet('/admin/admins', () => schemas().then((m) => m.adminTeam), 'admin')),
  });
}

function useTeamChange<Input>(send: (input: Input) => Promise<unknown>) {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(() => send(input)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminTeamKeys.team });
      void queryClient.invalidateQueries({ queryKey: adminTeamKeys.me });
    },
  });
}

export const useInviteAdmin = () =>
  useTeamChange((invite: InviteAdminRequest) =>
    apiSend(
      'POST',
      '/admin/invitations',
      () => schemas().then((m) => m.adminInvitation),
      invite,
      'admin',
    ),
  );

export const useChangeAdminRole = () =>
  useTeamChange(({ adminId, role }: { adminId: number; role: AdminRole }) =>
    apiSend(
      'PUT',
      `/admin/admins/${adminId}/role`,
      () => schemas().then((m) => m.adminMe),
      { role },
      'admin',
    ),
  );

export const useRemoveAdmin = () =>
  useTeamChange((adminId: number) =>
    apiSend('DELETE', `/admin/admins/${adminId}`, message, undefined, 'admin'),
  );

export const useCancelInvitation = () =>
  useTeamChange((invitationId: number) =>
    apiSend('DELETE', `/admin/invitations/${invitationId}`, message, undefined, 'admin'),
  );

/** Whether an invitation's link still works, and for whom (no session: the link is the key). */
export function useInvitationCheck(token: string | null) {
  return useQuery({
    queryKey: ['admin-invitation', token],
    queryFn: () =>
      apiSend(
        'POST',
        '/admin-invitations/check',
        () => schemas().then((m) => m.invitationState),
        { token },
        'none',
      ),
    enabled: token !== null,
    retry: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiSend(
        'POST',
        '/admin-invitations/accept',
        () => schemas().then((m) => m.acceptInvitationResponse),
        input,
        'none',
      ),
  });
}
