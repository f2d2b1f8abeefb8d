import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DaysOff,
  daysOff,
  type WeekdayHours,
  type WorkingHours,
  workingHours,
} from '#contracts/provider-week';
import { requestKeys } from '#features/requests/api/requests';
import { apiGet, apiSend } from '#lib/api-client';

/** The signed-in provider's week (decision 0078); the feed marks requests by it. */
export const weekKeys = {
  hours: ['provider', 'hours'] as const,
  daysOff: ['provider', 'daysOff'] as const,
};

export function useWorkingHours() {
  return useQuery({
    queryKey: weekKeys.hours,
    queryFn: () => apiGet('/service-provider/hours', workingHours),
  });
}

export function useDaysOff() {
  return useQuery({
    queryKey: weekKeys.daysOff,
    queryFn: () => apiGet('/service-provider/days-off', daysOff),
  });
}

/** The feed's marks change with the week: its cached pages are stale after a save. */
function useSaved<T>(key: readonly string[]) {
  const queryClient = useQueryClient();
  return (answer: T) => {
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({ queryKey: requestKeys.feed });
  };
}

export function useSaveWorkingHours() {
  const saved = useSaved<WorkingHours>(weekKeys.hours);
  return useMutation({
    mutationFn: (hours: WeekdayHours[]) =>
      apiSend('PUT', '/service-provider/hours', workingHours, { hours }),
    onSuccess: saved,
  });
}

export function useSaveDaysOff() {
  const saved = useSaved<DaysOff>(weekKeys.daysOff);
  return useMutation({
    mutationFn: (days: string[]) => apiSend('PUT', '/service-provider/days-off', daysOff, { days }),
    onSuccess: saved,
  });
}
