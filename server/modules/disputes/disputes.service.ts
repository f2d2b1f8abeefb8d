import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { roomOf } from '#contracts/chat';
import type { CursorQuery } from '#contracts/common';
import type {
  Dispute,
  DisputeCase,
  DisputeDetail,
  disputeCaseQuery,
  resolveDisputeRequest,
} from '#contracts/disputes';
import type { Notice } from '#contracts/domain-events';
import { ErrorCode } from '#contracts/errors';
import { fromMinorUnits, toMinorUnits } from '#contracts/money';
import type { NotificationContent } from '#contracts/notification-text';
import type { Order } from '#contracts/orders';
import type { Language } from '#locales/languages';
import type { Database, DisputeParty } from '../../db/schema';
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
import * as repo from './disputes.repo';

export const DISPUTE_AREA = 'disputes';
const DAY = 24 * 60 * 60 * 1000;

const errors = {
  notFound: () => new AppError(ErrorCode.disputeNotFound, 404, 'disputes.errors.notFound'),
  notOpen: () => new AppError(ErrorCode.disputeNotOpen, 409, 'disputes.errors.notOpen'),
  alreadyOpen: () => new AppError(ErrorCode.disputeAlreadyOpen, 409, 'disputes.errors.alreadyOpen'),
  notDisputable: () =>
    new AppError(ErrorCode.orderNotDisputable, 409, 'disputes.errors.notDisputable'),
};

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

type Resolution = z.output<typeof resolveDisputeRequest>;

/** What the audit log keeps of the admin's resolution (decision 0064). */
const resolutionFields = (r: Resolution) => ({
  status: 'resolved',
  order_status: r.outcome === 'cancelled' ? 'cancelled' : 'completed',
  outcome: r.outcome,
  price: r.price ?? null,
  note: r.note,
});

/** The order, or undefined when it does not exist (other errors, a lost database, propagate). */
async function findOrder(orders: Pick<OrdersService, 'find'>, requestId: number) {
  try {
    return await orders.find(requestId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}

const evidencePath = (disputeId: number) => `/disputes/${disputeId}/evidence`;

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

  function mayRead(actor: Actor, order: Order) {
    return actor.role === 'admin' || partyOf(actor, order) !== null;
  }

  function partyOf(actor: Actor, order: Order): DisputeParty | null {
    if (actor.role === 'clients' && order.client_id === actor.id) return 'clients';
    if (actor.role === 'serviceproviders' && order.sp_id === actor.id) return 'serviceproviders';
    return null;
  }

  /** A notification to each party other than `except`, about the order's chat. */
  /** The order's parties but `except`, told of its dispute: the notice opens the order. */
  function noticesFor(
    order: Order,
    except: DisputeParty | null,
    content: NotificationContent,
  ): Notice[] {
    const spId = order.sp_id;
    if (spId === null) return [];
    const about = {
      chat: roomOf(order.client_id, spId),
      target: { entity: 'order', id: order.request_id },
    } as const;
    const notices: Notice[] = [];
    if (except !== 'clients')
      notices.push({ ...content, ...about, to: { id: order.client_id, role: 'clients' } });
    if (except !== 'serviceproviders')
      notices.push({ ...content, ...about, to: { id: spId, role: 'serviceproviders' } });
    return notices;
  }

  async function view(row: repo.DisputeRow): Promise<Dispute> {
    const statements = await repo.statementsOf(db, [row.dispute_id]);
    return {
      dispute_id: row.dispute_id,
      request_id: row.request_id,
      status: row.status,
      opened_by: row.opened_by,
      reason: row.reason,
      evidence: row.evidence ? evidencePath(row.dispute_id) : null,
      order_status_before: row.order_status_before,
      outcome: row.outcome,
      adjusted_price:
        row.adjusted_price_minor === null ? null : fromMinorUnits(row.adjusted_price_minor),
      resolution_note: row.resolution_note,
      created_at: row.created_at.getTime(),
      resolved_at: row.resolved_at ? row.resolved_at.getTime() : null,
      statements: statements.map((s) => ({
        statement_id: s.statement_id,
        author: s.author,
        text: s.text,
        created_at: s.created_at.getTime(),
      })),
    };
  }

  async function load(disputeId: number): Promise<Dispute> {
    const row = await repo.findDispute(db, disputeId);
    if (!row) throw errors.notFound();
    return view(row);
  }

  /** The dispute and its order, for one of its parties or the admin. */
  async function disputeFor(actor: Actor, disputeId: number) {
    const row = await repo.findDispute(db, disputeId);
    if (!row) throw errors.notFound();
    const order = await findOrder(d.orders, row.request_id);
    if (!order || !mayRead(actor, order)) throw errors.notFound();
    return { row, order };
  }

  function disputable(
    order: { status: string; completed_date: Date | string | null },
    now: Date,
  ): boolean {
    if (order.status === 'accepted') return true;
    if (order.status !== 'completed' || !order.completed_date) return false;
    return new Date(order.completed_date).getTime() + d.windowDays * DAY > now.getTime();
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
    if (row.status === 'disputed') throw errors.alreadyOpen();
    if ((await repo.disputesOf(trx, requestId)).length > 0) throw errors.notDisputable();
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
    if (!done) throw errors.notOpen();
    const moved =
      r.outcome === 'cancelled'
        ? await requests.void(trx, done.request_id, now)
        : await requests.settle(trx, done.request_id, now, adjusted ?? undefined);
    // An open dispute always holds its order in 'disputed': anything else is a bug.
    if (!moved) throw new Error(`order ${done.request_id} of an open dispute was not disputed`);
  }

  /** How the admin settled it, as the notification's values. */
  const outcomeParams = (r: Resolution) =>
    r.outcome === 'adjusted'
      ? { outcome: r.outcome, price_minor: toMinorUnits(r.price ?? 0) }
      : { outcome: r.outcome };

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
      if (order.status === 'disputed') throw errors.alreadyOpen();
      // The admin's resolution is final: an order is disputed once.
      if (order.dispute || !disputable(order, now)) throw errors.notDisputable();
      const evidence = file
        ? await d.files.savePrivate(DISPUTE_AREA, fileKinds[file.kind].ext, file.bytes)
        : null;
      let opened: number;
      try {
        opened = await events.transaction(async (trx, record) => {
          const locked = await lockDisputable(trx, requestId);
          if (!disputable(locked, now)) throw errors.notDisputable();
          if (!(await requests.dispute(trx, requestId, now))) throw errors.notDisputable();
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
            notices: noticesFor(order, party, {
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
      return Promise.all((await repo.disputesOf(db, requestId)).map(view));
    },

    async addStatement(actor: Actor, disputeId: number, text: string): Promise<Dispute> {
      const { order } = await disputeFor(actor, disputeId);
      const party = partyOf(actor, order);
      if (!party) throw errors.notFound();
      const serviceId = await serviceOf(order.request_id);
      await events.transaction(async (trx, record) => {
        const row = await repo.lockDispute(trx, disputeId);
        if (row?.status !== 'open') throw errors.notOpen();
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
          notices: noticesFor(order, party, {
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
          ...toCase(r),
          kind: 'dispute',
          dispute_id: r.dispute_id,
          reason: r.reason,
        }),
      );
    },

    async stale(query: CursorQuery, language: Language) {
      const after = decodeCursor(query.cursor, ['number', 'number'] as const);
      const cutoff = new Date(clock().getTime() - d.staleAdminDays * DAY);
      const rows = await repo.staleCases(db, cutoff, after, query.limit + 1, language);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.since?.getTime() ?? 0, r.request_id],
        (r): DisputeCase => ({ ...toCase(r), kind: 'stale', dispute_id: null, reason: null }),
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
      if (!row) throw errors.notFound();
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
          notices: noticesFor(order, null, {
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
      const acceptedLongAgo =
        request.status === 'accepted' &&
        request.accepted_at !== null &&
        request.accepted_at.getTime() + d.staleAdminDays * DAY <= now.getTime();
      if (!acceptedLongAgo) throw errors.notDisputable();
      const order = await d.orders.find(requestId);
      const id = await events.transaction(async (trx, record) => {
        const locked = await lockDisputable(trx, requestId);
        const stillStale =
          locked.status === 'accepted' &&
          locked.accepted_at !== null &&
          locked.accepted_at.getTime() + d.staleAdminDays * DAY <= now.getTime();
        if (!stillStale) throw errors.notDisputable();
        if (!(await requests.dispute(trx, requestId, now))) throw errors.notDisputable();
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
          notices: noticesFor(order, null, {
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

function toCase(r: {
  request_id: number;
  service_name: string;
  client_id: number;
  client_name: string;
  sp_id: number;
  sp_name: string;
  price_minor: number | null;
  order_status: string;
  since: Date | null;
}) {
  return {
    request_id: r.request_id,
    service_name: r.service_name,
    client_id: r.client_id,
    client_name: r.client_name,
    sp_id: r.sp_id,
    sp_name: r.sp_name,
    price: fromMinorUnits(r.price_minor ?? 0),
    order_status: r.order_status,
    since: r.since?.getTime() ?? 0,
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
