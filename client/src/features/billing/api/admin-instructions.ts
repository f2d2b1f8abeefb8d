import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentInstructions } from '#contracts/billing';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend } from '#lib/api-client';

const instructionsKey = [ADMIN_KEY, 'payments', 'instructions'] as const;

/** The payment instructions providers see, read with the admin token. */
export function useAdminPaymentInstructions() {
  const call = useAdminCall();
  return useQuery({
    queryKey: instructionsKey,
    queryFn: () => call(() => apiGet('/payment-instructions', paymentInstructions, 'admin')),
  });
}

/** Saves the payment instructions (empty text clears them). */
export function useSavePaymentInstructions() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructions: string) =>
      call(() =>
        apiSend(
          'PUT',
          '/admin/payment-instructions',
          paymentInstructions,
          { instructions },
          'admin',
        ),
      ),
    onSuccess: (saved) => queryClient.setQueryData(instructionsKey, saved),
  });
}
