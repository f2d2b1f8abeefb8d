import { z } from 'zod';
import { idString, line } from './common';

/**
 * Web Push devices (decision 0050): each browser a person turned push on in is one
 * subscription of their account. At most this many; a new one past it drops the device
 * that was turned on or confirmed longest ago.
 */
export const PUSH_DEVICE_LIMIT = 10;

/** The endpoint is a push service's URL; the server checks its host (push-endpoints.ts). */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;

/**
 * The device's P-256 public key, uncompressed (65 bytes, first 0x04, so base64url starts
 * with B), and its 16-byte auth secret, both base64url as `PushSubscription.toJSON()` gives
 * them (padding, which some browsers add, is accepted).
 */
export const pushSubscriptionKeys = z.object({
  p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'notifications.devices.keyInvalid'),
  auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'notifications.devices.keyInvalid'),
});

/** `POST /api/account/push-subscriptions`: this browser's subscription. */
export const pushSubscriptionRequest = z.object({
  endpoint: z.url().max(MAX_PUSH_ENDPOINT_LENGTH),
  keys: pushSubscriptionKeys,
  /** A name the person gives the device; without it, the server names it from the user agent. */
  label: line(60).optional(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** One device, without its keys. */
export const pushDevice = z.object({
  id: z.number().int(),
  /** The push service's URL: the browser compares it with its own to find itself. */
  endpoint: z.string(),
  label: z.string().nullable(),
  /** Read from the user agent ('Chrome', 'Android'), when known. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** Epoch milliseconds. */
  created_at: z.number(),
  /** When a push last reached its push service; null before the first. */
  last_success_at: z.number().nullable(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushDeviceList = z.object({
  devices: z.array(pushDevice),
  limit: z.number().int(),
});
export type PushDeviceList = z.infer<typeof pushDeviceList>;

export const pushDeviceParams = z.object({ id: idString });

export const pushDeviceRemoved = z.object({ removed: z.literal(true) });

/** `GET /api/push/public-key`: the VAPID key a browser subscribes with (applicationServerKey). */
export const pushPublicKey = z.object({ public_key: z.string() });
