import { z } from 'zod';

/**
 * What a provider's badges mean (decision 0066). Each rule is data: the client renders it in
 * the reader's words, so a badge's hover or tap says exactly what earned it.
 */
export const BADGE_KINDS = ['phone_verified', 'id_verified', 'top_rated', 'fast_response'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** Top rated: an average of at least this over at least this many reviews of the last months. */
export const TOP_RATED_MIN_AVERAGE = 4.5;
export const TOP_RATED_MIN_REVIEWS = 5;
export const TOP_RATED_MONTHS = 12;

/**
 * Fast response: over its newest chats (at most this many, at least the minimum), the median
 * time from a client's first message to the provider's first answer is at most this. A chat
 * not answered counts as slow once it is older than the limit.
 */
export const FAST_RESPONSE_MAX_MINUTES = 60;
export const FAST_RESPONSE_CHATS = 20;
export const FAST_RESPONSE_MIN_CHATS = 5;

export const badge = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phone_verified'), rule: z.object({}) }),
  z.object({ kind: z.literal('id_verified'), rule: z.object({}) }),
  z.object({
    kind: z.literal('top_rated'),
    rule: z.object({
      minAverage: z.number(),
      minReviews: z.number().int(),
      months: z.number().int(),
    }),
  }),
  z.object({
    kind: z.literal('fast_response'),
    rule: z.object({
      maxMinutes: z.number().int(),
      chats: z.number().int(),
      minChats: z.number().int(),
    }),
  }),
]);
export type Badge = z.infer<typeof badge>;

/** The rules as the server applies them, one per kind. */
export const BADGE_RULES = {
  phone_verified: { kind: 'phone_verified', rule: {} },
  id_verified: { kind: 'id_verified', rule: {} },
  top_rated: {
    kind: 'top_rated',
    rule: {
      minAverage: TOP_RATED_MIN_AVERAGE,
      minReviews: TOP_RATED_MIN_REVIEWS,
      months: TOP_RATED_MONTHS,
    },
  },
  fast_response: {
    kind: 'fast_response',
    rule: {
      maxMinutes: FAST_RESPONSE_MAX_MINUTES,
      chats: FAST_RESPONSE_CHATS,
      minChats: FAST_RESPONSE_MIN_CHATS,
    },
  },
} as const satisfies { [K in BadgeKind]: Extract<Badge, { kind: K }> };
