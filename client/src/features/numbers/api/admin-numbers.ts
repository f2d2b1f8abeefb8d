import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type NumbersPeriod, numbersAnswer } from '#contracts/numbers';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet } from '#lib/api-client';
import { downloadPrivateFile } from '#lib/private-file';

/** The admin's Numbers for a period, read from the rollups (decision 0070). */
export function useNumbers(days: NumbersPeriod) {
  const call = useAdminCall();
  return useQuery({
    queryKey: [ADMIN_KEY, 'numbers', days],
    queryFn: () => call(() => apiGet(`/admin/numbers?days=${days}`, numbersAnswer, 'admin')),
    // Switching the period keeps the figures shown until the new ones come.
    placeholderData: keepPreviousData,
  });
}

/** Saves the same figures as a CSV file. */
export function downloadNumbers(days: NumbersPeriod): Promise<void> {
  return downloadPrivateFile(`/admin/numbers.csv?days=${days}`, `numbers-${days}d.csv`, 'admin');
}
