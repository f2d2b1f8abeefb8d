import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '#contracts/auth';
import { serviceName } from '#contracts/catalog';
import { chatHead } from '#contracts/chat';
import {
  FEED_PAGE_SIZE,
  type FeedSince,
  feedPage,
  type ServiceRequestForm,
  serviceRequestCreated,
} from '#contracts/requests';
import { chatKeys } from '#features/chat/api/chat';
import { ApiError, apiGet, apiSend, apiUpload } from '#lib/api-client';

/**
 * Query keys of this feature. `feed` is the prefix of every page of the provider's feed:
 * invalidate it (e.g. after an offer was accepted) to refetch whatever page is shown.
 */
export const requestKeys = {
  all: ['requests'] as const,
  feed: ['requests', 'feed'] as const,
  feedPage: (providerId: number, page: number, pageSize: number, filter: FeedFilter) =>
    ['requests', 'feed', providerId, page, pageSize, filter] as const,
  serviceName: (serviceId: string) => ['serviceName', serviceId] as const,
};

/** A 400 (bad id) or 404 (unknown or inactive) answer: the thing asked for is not there. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

/** The name of an active service, for the request form's heading and breadcrumb. */
export function useServiceName(serviceId: string) {
  return useQuery({
    queryKey: requestKeys.serviceName(serviceId),
    queryFn: () =>
      apiGet(`/getServiceName?service_id=${encodeURIComponent(serviceId)}`, serviceName),
    retry: (count, error) => !isMissing(error) && count < 1,
  });
}

/**
 * POST /servicerequestform: files the request and answers its new id and the spec's message.
 * The form's key makes a repeated send (a double click, a retry after a lost answer) file once.
 */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      key,
      imageFollows,
      ...body
    }: ServiceRequestForm & { key: string; imageFollows: boolean }) =>
      apiSend('POST', '/servicerequestform', serviceRequestCreated, body, 'user', {
        'idempotency-key': key,
        // Its providers are told once the photo is in, so their live card shows it (M1).
        ...(imageFollows ? { 'x-image-follows': '1' } : {}),
      }),
    // The new request belongs in the chat's list of the client's pending requests.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.pendingRequests }),
  });
}

type ImageUpload = { requestId: number; file: File; onProgress: (percent: number) => void };

/** Attaches an image to a request already filed (multipart insertID + requestImg). */
export function useUploadRequestImage() {
  return useMutation({
    mutationFn: async ({ requestId, file, onProgress }: ImageUpload) => {
      const form = new FormData();
      form.append('insertID', String(requestId));
      form.append('requestImg', file);
      return await apiUpload('POST', '/servicerequestform/uploadImage', messageResponse, form, {
        onProgress,
      });
    },
  });
}

/** What the provider narrowed its feed to (nothing set: everything). */
export type FeedFilter = {
  serviceId?: number;
  since?: FeedSince;
  /** Only requests wanted on this day (YYYY-MM-DD) of the provider's city (decision 0074). */
  day?: string;
};

/** One page of the provider's feed (newest first); refetched when the window regains focus. */
export function useProviderFeed(
  providerId: number,
  page: number,
  filter: FeedFilter = {},
  pageSize = FEED_PAGE_SIZE,
) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filter.serviceId !== undefined) query.set('service_id', String(filter.serviceId));
  if (filter.since !== undefined) query.set('since', filter.since);
  if (filter.day !== undefined) query.set('day', filter.day);
  return useQuery({
    queryKey: requestKeys.feedPage(providerId, page, pageSize, filter),
    queryFn: () => apiGet(`/getRequests/${providerId}?${query}`, feedPage),
    enabled: providerId > 0,
    placeholderData: keepPreviousData,
    // Requests get taken by other providers: look again soon, and when the tab comes back.
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}

/** The provider opens (or reopens) the chat with the client who filed a request. */
export function useOpenChatWithClient() {
  return useMutation({
    mutationFn: (body: { client_id: number; request_id: number }) =>
      apiSend('POST', '/createORupdateChatHead', chatHead, body),
  });
}
