import { z } from 'zod';
import { cursorPage, idString, idValue, requiredLine, requiredText } from './common';
import { localDay, requestWhen, requestWhenInput } from './request-when';

export const requestStatus = z.enum([
  'pending',
  'accepted',
  'completed',
  'cancelled',
  'expired',
  'disputed',
]);
export type RequestStatus = z.infer<typeof requestStatus>;

/** POST /servicerequestform. */
export const serviceRequestForm = z.object({
  description: requiredText('requests.validation.descriptionRequired', 2000),
  city_id: idValue,
  address: requiredLine('requests.validation.addressRequired', 300),
  service_id: idValue,
  /**
   * A direct request (decision 0065): the provider whose public page it was asked from. That
   * provider alone sees it for DIRECT_WINDOW_HOURS; then it joins the feed unless `keep_direct`.
   */
  direct_provider_id: idValue.optional(),
  keep_direct: z.boolean().optional(),
  /** When the job is wanted (decision 0074); left out, the request does not say. */
  when: requestWhenInput.optional(),
});
export type ServiceRequestForm = z.input<typeof serviceRequestForm>;

export { DIRECT_WINDOW_HOURS } from './direct-window';

/**
 * The form's own key for one filing (a UUID made when the form is shown): the same key sent
 * twice files one request. Optional, so the spec's call without it still works.
 */
export const newRequestHeaders = z.object({
  'idempotency-key': z.uuid().optional(),
  /**
   * '1': a photo follows (POST /servicerequestform/uploadImage): the providers are told once it
   * is in, so the card they see live carries it (walkthrough M1). Without it, they are told now.
   */
  'x-image-follows': z.enum(['1']).optional(),
});

/** The spec's answer: the new request's id and its message ('Requests Sent!'). */
export const serviceRequestCreated = z.object({
  result: z.number().int(),
  message: z.string(),
});

/** Multipart text field of POST /servicerequestform/uploadImage (the file is `requestImg`). */
export const uploadImageFields = z.object({ insertID: idValue });

export const requestIdParams = z.object({ requestId: idString });
export const providerIdParams = z.object({ providerId: idString });

export const FEED_PAGE_SIZE = 10;
/**
 * A page of the feed: by number (`page`), or after the last request seen (`cursor`, the one
 * pagination contract; it wins over `page`).
 */
export const feedQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
  /** Only this one of the provider's services. */
  service_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Only requests filed in the last day, week or month. */
  since: z.enum(['day', 'week', 'month']).optional(),
  /**
   * Only requests whose slot starts on this day of the provider's city (decision 0074): a
   * request wanted as soon as possible, any time, or not said is on no day.
   */
  day: localDay.optional(),
});
export type FeedSince = NonNullable<z.output<typeof feedQuery>['since']>;
export const FEED_SINCE_DAYS: Record<FeedSince, number> = { day: 1, week: 7, month: 30 };

/** A card of the provider's feed. */
export const feedRequest = z.object({
  request_id: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  city: z.string(),
  /** The spec's name of the same city. */
  city_name: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  description: z.string(),
  /** The area of the client's address, or its city: never the street (decision 0045). */
  address: z.string(),
  request_date: z.string(),
  /** GET path of the attachment (send the bearer token), or null when there is none. */
  image: z.string().nullable(),
  /** The client asked this provider directly, from its public page (decision 0065). */
  direct: z.boolean(),
  /** The client's completed orders with this provider: a repeat client from 1 (decision 0081). */
  repeat_jobs: z.number().int(),
  /** When the client wants it done, or null when the request does not say (decision 0074). */
  when: requestWhen,
  /**
   * The slot falls on one of the provider's days off or outside its hours that weekday
   * (decision 0078); false without a slot or without hours set.
   */
  outside_hours: z.boolean(),
});
export type FeedRequest = z.infer<typeof feedRequest>;

export const feedPage = z.object({
  requests: z.array(feedRequest),
  /** Requests in the feed, counted up to 200: `totalCapped` says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** The cursor of the next page, null on the last. */
  nextCursor: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The provider is on lead hold (an invoice long overdue, decision 0069): its feed is empty
   * until the invoice is paid, and the page says so.
   */
  leadHold: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPage>;

/** How many the spec's `POST /getPendingRequestofClient` answers: the first page. */
export const SPEC_PENDING_REQUESTS_PAGE = 100;

/** One of the client's pending requests, for the chat's request dropdown. */
export const pendingRequest = z.object({
  request_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  request_date: z.string(),
  image: z.string().nullable(),
  /** When the client wants it done, or null (decision 0074). */
  when: requestWhen,
});
/** `GET /api/requests/pending`: a page of them, newest first. */
export const pendingRequestPage = cursorPage(pendingRequest);
export type PendingRequest = z.infer<typeof pendingRequest>;
