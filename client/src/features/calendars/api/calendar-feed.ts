import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedMade, calendarFeedRevoked, calendarFeedState } from '#contracts/calendars';
import { apiGet, apiSend } from '#lib/api-client';

const feedKey = ['calendar-feed'] as const;

/** Whether the signed-in person has a live calendar link, and since when. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: () => apiGet('/account/calendar-feed', calendarFeedState),
  });
}

/** Makes a new calendar link (the old one stops); its URL is in the answer, and only there. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', '/account/calendar-feed', calendarFeedMade),
    onSuccess: (made) => queryClient.setQueryData(feedKey, { created_at: made.created_at }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('DELETE', '/account/calendar-feed', calendarFeedRevoked),
    onSuccess: () => queryClient.setQueryData(feedKey, { created_at: null }),
  });
}
