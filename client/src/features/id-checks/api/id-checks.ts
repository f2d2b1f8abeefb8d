import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminIdCheckList,
  type IdCheckDecision,
  type OwnIdCheck,
  ownIdCheck,
} from '#contracts/id-checks';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend, apiUpload } from '#lib/api-client';

/** The signed-in provider's own CNIC check, and the admin's queue of pending ones. */
export const idCheckKeys = {
  own: ['provider', 'id-check'] as const,
  queue: [ADMIN_KEY, 'id-checks'] as const,
};

export function useOwnIdCheck() {
  return useQuery({
    queryKey: idCheckKeys.own,
    queryFn: () => apiGet('/service-provider/id-check', ownIdCheck),
  });
}

type Upload = { front: File; back: File; onProgress: (percent: number) => void };

/** Sends both sides; the answer (pending) replaces the cached state. */
export function useSubmitIdCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ front, back, onProgress }: Upload) => {
      const form = new FormData();
      form.append('front', front);
      form.append('back', back);
      return apiUpload('POST', '/service-provider/id-check', ownIdCheck, form, { onProgress });
    },
    onSuccess: (answer: OwnIdCheck) => queryClient.setQueryData(idCheckKeys.own, answer),
  });
}

export function useIdCheckQueue() {
  const call = useAdminCall();
  return useQuery({
    queryKey: idCheckKeys.queue,
    queryFn: () => call(() => apiGet('/admin/id-checks', adminIdCheckList, 'admin')),
    select: (list) => list.items,
  });
}

/** Approves or rejects a check; the queue is read again. */
export function useDecideIdCheck() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, decision }: { checkId: number; decision: IdCheckDecision }) =>
      call(() =>
        apiSend('POST', `/admin/id-checks/${checkId}/decision`, ownIdCheck, decision, 'admin'),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: idCheckKeys.queue }),
  });
}
