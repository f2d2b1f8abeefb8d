import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agenda } from '#contracts/agenda';
import { apiGet } from '#lib/api-client';

export const agendaKeys = {
  all: ['agenda'] as const,
  range: (from: string, days: number) => ['agenda', from, days] as const,
};

/** The signed-in provider's or client's booked jobs on `days` local days from `from`. */
export function useAgenda(from: string, days: number) {
  return useQuery({
    queryKey: agendaKeys.range(from, days),
    queryFn: () => apiGet(`/agenda?from=${encodeURIComponent(from)}&days=${days}`, agenda),
    placeholderData: keepPreviousData,
  });
}
