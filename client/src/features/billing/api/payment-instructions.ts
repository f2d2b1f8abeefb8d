import { useQuery } from '@tanstack/react-query';
import { paymentInstructions } from '#contracts/billing';
import { apiGet } from '#lib/api-client';

/** Under the billing keys' prefix (['billing']), so clearing billing clears this too. */
export const paymentInstructionsKey = ['billing', 'instructions'] as const;

/** How to pay the platform, as the admin wrote it (empty: not set yet). */
export function usePaymentInstructions(enabled = true) {
  return useQuery({
    queryKey: paymentInstructionsKey,
    queryFn: () => apiGet('/payment-instructions', paymentInstructions),
    enabled,
    staleTime: 60_000,
  });
}
