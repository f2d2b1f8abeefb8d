import { useQuery } from '@tanstack/react-query';
import { textCosts } from '#contracts/alerts';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet } from '#lib/api-client';

/** This month's texts sent, by channel and kind (GET /admin/text-costs). */
export function useTextCosts() {
  const call = useAdminCall();
  return useQuery({
    queryKey: [ADMIN_KEY, 'text-costs'],
    queryFn: () => call(() => apiGet('/admin/text-costs', textCosts, 'admin')),
  });
}
