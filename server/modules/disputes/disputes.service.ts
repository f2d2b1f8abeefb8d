import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { roomOf } from '#contracts/chat';
import type { CursorQuery } from '#contracts/common';
import type { Dispute, DisputeCase, DisputeDetail, disputeCaseQuery } from '#contracts/disputes';
import { toMinorUnits } from '#contracts/money';
import type { Order } from '#contracts/orders';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import { fileKinds, mimeOfStoredFile } from '../../lib/file-signature';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import type { Actor } from '../auth/authenticator';
import type { OffersService } from '../offers/offers.service';
import type { OrdersService } from '../orders/orders.service';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import {
  disputable,
  disputeErrors,
  isStale,
  mayRead,
  outcomeParams,
  partyOf,
  type Resolution,
  resolutionFields,
  staleCutoff,
} from './dispute-rules';
import { deskCase, disputeNotices, disputeView } from './dispute-views';
import * as repo from './disputes.repo';

export const DISPUTE_AREA = 'disputes';

type Deps = {
  db: Kysely<Database>;
  files: FileStore;
  events: EventOutbox;
  audit: AuditRecorder;
  requests: RequestLifecycle;
  orders: Pick<OrdersService, 'find'>;
  offers: Pick<OffersService, 'inChat'>;
  clock: Clock;
  currency: string;
  windowDays: number;
  staleAdminDays: number;
};

/** The order, or undefined when it does not exist (other errors, a lost database, propagate). */
async function findOrder(orders: Pick<OrdersService, 'find'>, requestId: number) {
  try {
    return await orders.find(requestId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}

/**
 * Disputes (decision 0026): a party of an accepted order, or of one completed within the
 * window, opens one; both parties add statements; the admin resolves it as completed, completed
 * at an adjusted price, or cancelled. The order's status moves through the requests module's
 * transitions in the same transaction, and both parties hear of each step.
 */
export function createDisputesService(d: Deps) {
  const { db, events, requests, clock } = d;

  /** The order, for one of its parties or the admin; anyone else learns nothing. */
  async function orderFor(actor: Actor, requestId: number): Promise<Order> {
    const order = await findOrder(d.orders, requestId);
    if (!order || !mayRead(actor, order)) throw notFound('disputes.errors.orderNotFound');
    return order;
  }

  async function load(disputeId: number): Promise<Dispute> {
    const row = await repo.findDispute(db, disputeId);
    if (!row) throw disputeErrors.notFound();
    return disputeView(db, row);
  }

  /** The dispute and its order, for one of its parties or the admin. */
  async function disputeFor(actor: Actor, disputeId: number) {
    const row = await repo.findDispute(db, disputeId);
    if (!row) throw disputeErrors.notFound();
    const order = await findOrder(d.orders, row.request_id);
    if (!order || !mayRead(actor, order)) throw disputeErrors.notFound();
    return { row, order };
  }

  /** The order's service, which its notices name by id in each reader's language (decision 0062). */
  async function serviceOf(requestId: number): Promise<number> {
    const request = await requests.find(requestId);
    if (!request) throw notFound('disputes.errors.orderNotFound');
    return request.service_id;
  }

  /**
   * Locks the order's row and checks again, inside the transaction, what was checked before
   * it: another opening, a resolution or a completion may have committed in between.
   */
  async function lockDisputable(trx: Transaction<Database>, requestId: number) {
    const row = await requests.lock(trx, requestId);
    if (!row) throw notFound('disputes.errors.orderNotFound');
    if (row.status === 'disputed') throw disputeErrors.alreadyOpen();
    if ((await repo.disputesOf(trx, requestId)).length > 0) throw disputeErrors.notDisputable();
    return row;
  }

  /** Resolves an open dispute inside `trx`: the dispute, then the order's transition. */
  async function settle(trx: Transaction<Database>, disputeId: number, r: Resolution, now: Date) {
    const adjusted =
      r.outcome === 'adjusted' && r.price !== undefined ? toMinorUnits(r.price) : null;
    const done = await repo.resolve(trx, disputeId, {
      outcome: r.outcome,
      adjusted_price_minor: adjusted,
      resolution_note: r.note,
      resolved_at: now,
    });
    if (!done) throw disputeErrors.notOpen();
    const moved =
      r.outcome === 'cancelled'
        ? await requests.void(trx, done.request_id, now)
        : await requests.settle(trx, done.request_id, now, adjusted ?? undefined);
    // An open dispute always holds its order in 'disputed': anything else is a bug.
    if (!moved) throw new Error(`order ${done.request_id} of an open dispute was not disputed`);
  }

  return {
    async open(
      actor: Actor,
      requestId: number,
      reason: string,
      file: UploadedFile | undefined,
    ): Promise<Dispute> {
      const order = await orderFor(actor, requestId);
      const party = partyOf(actor, order);
      if (!party) throw notFound('disputes.errors.orderNotFound');
      const now = clock();
      if (order.status === 'disputed') throw disputeErrors.alreadyOpen();
      // The admin's resolution is final: an order is disputed once.
      if (order.dispute || !disputable(order, now, d.windowDays))
        throw disputeErrors.notDisputable();
      const evidence = file
        ? await d.files.savePrivate(DISPUTE_AREA, fileKinds[file.kind].ext, file.bytes)
        : null;
      let opened: number;
      try {
        opened = await events.transaction(async (trx, record) => {
          const locked = await lockDisputable(trx, requestId);
          if (!disputable(locked, now, d.windowDays)) throw disputeErrors.notDisputable();
          if (!(await requests.dispute(trx, requestId, now))) throw disputeErrors.notDisputable();
          const id = await repo.insertDispute(trx, {
            request_id: requestId,
            opened_by: party,
            reason,
            evidence,
            order_status_before: locked.status === 'completed' ? 'completed' : 'accepted',
            created_at: now,
          });
          const who = party === 'clients' ? order.client_name : (order.sp_name ?? '');
          await record({
            type: 'dispute.opened',
            subject: { entity: 'dispute', id },
            notices: disputeNotices(order, party, {
              kind: 'dispute_opened',
              params: { name: who, service: order.name, service_id: locked.service_id },
            }),
          });
          return id;
        });
      } catch (err) {
        if (evidence) await d.files.removePrivate(DISPUTE_AREA, evidence);
        throw err;
      }
      return load(opened);
    },

    async ofOrder(actor: Actor, requestId: number): Promise<Dispute[]> {
      await orderFor(actor, requestId);
      return Promise.all((await repo.disputesOf(db, requestId)).map((row) => disputeView(db, row)));
    },

    async addStatement(actor: Actor, disputeId: number, text: string): Promise<Dispute> {
      const { order } = await disputeFor(actor, disputeId);
      const party = partyOf(actor, order);
      if (!party) throw disputeErrors.notFound();
      const serviceId = await serviceOf(order.request_id);
      await events.transaction(async (trx, record) => {
        const row = await repo.lockDispute(trx, disputeId);
        if (row?.status !== 'open') throw disputeErrors.notOpen();
        await repo.insertStatement(trx, {
          dispute_id: disputeId,
          author: party,
          text,
          created_at: clock(),
        });
        const who = party === 'clients' ? order.client_name : (order.sp_name ?? '');
        await record({
          type: 'dispute.statement',
          subject: { entity: 'dispute', id: disputeId },
          notices: disputeNotices(order, party, {
            kind: 'dispute_statement',
            params: { name: who, service: order.name, service_id: serviceId },
          }),
        });
      });
      return load(disputeId);
    },

    async evidence(actor: Actor, disputeId: number) {
      const { row } = await disputeFor(actor, disputeId);
      if (!row.evidence) throw notFound('disputes.errors.noAttachment');
      return {
        bytes: await d.files.readPrivate(DISPUTE_AREA, row.evidence),
        mime: mimeOfStoredFile(row.evidence),
      };
    },

    async cases(query: z.output<typeof disputeCaseQuery>, language: Language) {
      const after = decodeCursor(query.cursor, ['number'] as const);
      const rows = await repo.disputeCases(db, query.status, after?.[0], query.limit + 1, language);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.dispute_id],
        (r): DisputeCase => ({
          ...deskCase(r),
          kind: 'dispute',
          dispute_id: r.dispute_id,
          reason: r.reason,
        }),
      );
    },

    async stale(query: CursorQuery, language: Language) {
      const after = decodeCursor(query.cursor, ['number', 'number'] as const);
      const cutoff = staleCutoff(clock(), d.staleAdminDays);
      const rows = await repo.staleCases(db, cutoff, after, query.limit + 1, language);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.since?.getTime() ?? 0, r.request_id],
        (r): DisputeCase => ({ ...deskCase(r), kind: 'stale', dispute_id: null, reason: null }),
      );
    },

    async detail(disputeId: number, language: Language): Promise<DisputeDetail> {
      const dispute = await load(disputeId);
      const order = await d.orders.find(dispute.request_id, language);
      const offers =
        order.sp_id === null
          ? []
          : await d.offers.inChat(order.request_id, roomOf(order.client_id, order.sp_id));
      return { ...dispute, order, offers };
    },

    async resolve(disputeId: number, r: Resolution, by: AuditActor): Promise<Dispute> {
      const row = await repo.findDispute(db, disputeId);
      if (!row) throw disputeErrors.notFound();
      const order = await d.orders.find(row.request_id);
      const serviceId = await serviceOf(row.request_id);
      const now = clock();
      await events.transaction(async (trx, record) => {
        await settle(trx, disputeId, r, now);
        await d.audit.record(trx, by, {
          action: 'dispute.resolve',
          target: { entity: 'dispute', id: disputeId },
          before: { status: 'open', order_status: 'disputed' },
          after: resolutionFields(r),
        });
        await record({
          type: 'dispute.resolved',
          subject: { entity: 'dispute', id: disputeId },
          notices: disputeNotices(order, null, {
            kind: 'dispute_resolved',
            params: { service: order.name, service_id: serviceId, ...outcomeParams(r) },
          }),
        });
      });
      return load(disputeId);
    },

    /** The admin completes or cancels a stale accepted order: a dispute opened and resolved. */
    async resolveStale(requestId: number, r: Resolution, by: AuditActor): Promise<Dispute> {
      const request = await requests.find(requestId);
      if (!request) throw notFound('disputes.errors.orderNotFound');
      const now = clock();
      if (!isStale(request, now, d.staleAdminDays)) throw disputeErrors.notDisputable();
      const order = await d.orders.find(requestId);
      const id = await events.transaction(async (trx, record) => {
        const locked = await lockDisputable(trx, requestId);
        if (!isStale(locked, now, d.staleAdminDays)) throw disputeErrors.notDisputable();
        if (!(await requests.dispute(trx, requestId, now))) throw disputeErrors.notDisputable();
        const id = await repo.insertDispute(trx, {
          request_id: requestId,
          opened_by: 'admin',
          reason: `Not completed ${d.staleAdminDays} days after it was accepted.`,
          evidence: null,
          order_status_before: 'accepted',
          created_at: now,
        });
        await settle(trx, id, r, now);
        await d.audit.record(trx, by, {
          action: 'order.resolve-stale',
          target: { entity: 'order', id: requestId },
          before: { order_status: 'accepted' },
          after: { dispute_id: id, ...resolutionFields(r) },
        });
        await record({
          type: 'dispute.resolved',
          subject: { entity: 'dispute', id },
          notices: disputeNotices(order, null, {
            kind: 'dispute_resolved',
            params: {
              service: order.name,
              service_id: request.service_id,
              ...outcomeParams(r),
              stale: 1,
            },
          }),
        });
        return id;
      });
      return load(id);
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
