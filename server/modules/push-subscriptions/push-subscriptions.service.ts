import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import {
  PUSH_DEVICE_LIMIT,
  type PushDevice,
  type PushDeviceList,
  type PushSubscriptionRequest,
} from '#contracts/push';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { EndpointRule } from '../../lib/push/push-endpoints';
import type { Actor } from '../auth/authenticator';
import { deviceOf } from './device-name';
import * as repo from './push-subscriptions.repo';

/** A device to push to: what the push sender needs, and the row's id to mark or drop. */
export type Subscription = { id: number; endpoint: string; p256dh: string; auth: string };

type Deps = {
  db: Kysely<Database>;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  endpointAllowed: EndpointRule;
  clock: Clock;
};

const endpointRefused = () =>
  new AppError(ErrorCode.pushEndpointNotAllowed, 400, 'errors.codes.push.endpoint_not_allowed');

/** Whether the key is a point of P-256 (a browser's always is; made-up bytes rarely). */
function isP256Point(base64url: string): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

const unpadded = (key: string) => key.replace(/=+$/, '');

const deviceView = (row: Awaited<ReturnType<typeof repo.devicesOf>>[number]): PushDevice => ({
  id: row.id,
  endpoint: row.endpoint,
  label: row.label,
  browser: row.browser,
  os: row.os,
  created_at: row.created_at.getTime(),
  last_success_at: row.last_success_at?.getTime() ?? null,
});

/**
 * Web Push devices (decision 0050): each browser a person turned push on in, for their
 * account. The endpoint is one a push service made (the server will POST to it, so no other
 * host is taken); an account keeps its PUSH_DEVICE_LIMIT most recent devices.
 */
export function createPushSubscriptions({ db, publicKey, endpointAllowed, clock }: Deps) {
  return {
    publicKey: () => ({ public_key: publicKey }),

    async list(actor: Actor): Promise<PushDeviceList> {
      const rows = await repo.devicesOf(db, actor.id);
      return { devices: rows.map(deviceView), limit: PUSH_DEVICE_LIMIT };
    },

    /** Stores this browser's subscription (again: updated, and moved to this account). */
    async subscribe(
      actor: Actor,
      input: PushSubscriptionRequest,
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      if (!endpointAllowed(input.endpoint)) throw endpointRefused();
      if (!isP256Point(input.keys.p256dh)) throw badRequest('notifications.devices.keyInvalid');
      const row = {
        account_id: actor.id,
        endpoint: input.endpoint,
        p256dh: unpadded(input.keys.p256dh),
        auth: unpadded(input.keys.auth),
        label: input.label || null,
        ...deviceOf(userAgent),
      };
      const stored = await db.transaction().execute(async (trx) => {
        await repo.lockAccount(trx, actor.id);
        const device = await repo.upsert(trx, row);
        await repo.trimTo(trx, actor.id, PUSH_DEVICE_LIMIT);
        return device;
      });
      return deviceView(stored);
    },

    /** Someone else's device answers 404, like one that does not exist. */
    async remove(actor: Actor, id: number): Promise<{ removed: true }> {
      if (!(await repo.remove(db, actor.id, id))) throw notFound();
      return { removed: true };
    },

    // ---- for the alerts channel ----

    /** SQL: whether the account in column `ref` has a device (read with other settings). */
    hasDevice: repo.hasDevice,

    /** Each account's devices (an account without any is absent from the map). */
    async subscriptionsOf(
      accountIds: readonly number[],
      trx: Kysely<Database> = db,
    ): Promise<Map<number, Subscription[]>> {
      const found = new Map<number, Subscription[]>();
      for (const { account_id, ...sub } of await repo.subscriptionsOf(trx, accountIds)) {
        const list = found.get(account_id) ?? [];
        list.push(sub);
        found.set(account_id, list);
      }
      return found;
    },

    /** The push service said this subscription is gone (404, 410): forget the device. */
    dropGone: (endpoint: string, trx: Kysely<Database> = db) => repo.removeEndpoint(trx, endpoint),

    /** A push reached the device's push service. */
    markDelivered: (id: number, trx: Kysely<Database> = db) => repo.markDelivered(trx, id, clock()),
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
