import type { Kysely } from 'kysely';
import { roomOf } from '#contracts/chat';
import type { Dispute } from '#contracts/disputes';
import type { Notice } from '#contracts/domain-events';
import { fromMinorUnits } from '#contracts/money';
import type { NotificationContent } from '#contracts/notification-text';
import type { Order } from '#contracts/orders';
import type { Database, DisputeParty } from '../../db/schema';
import * as repo from './disputes.repo';

const evidencePath = (disputeId: number) => `/disputes/${disputeId}/evidence`;

/** A dispute as its parties and the admin read it, with its statements. */
export async function disputeView(db: Kysely<Database>, row: repo.DisputeRow): Promise<Dispute> {
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

/** The order's parties but `except`, told of its dispute: the notice opens the order. */
export function disputeNotices(
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

/** The fields a row of the admin's desk shares between a dispute and a stale order. */
export function deskCase(r: {
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
