import { z } from 'zod';
import { cursorQuery, idString, requiredText } from './common';
import { priceAmount } from './money';
import { offer } from './offers';
import { order } from './orders';

export const MAX_REASON_LENGTH = 2000;
export const MAX_STATEMENT_LENGTH = 2000;
export const MAX_NOTE_LENGTH = 2000;

/** The spec's upload rules: a photo or a PDF, at most 5 MB. */
export const MAX_DISPUTE_FILE_BYTES = 5 * 1024 * 1024;

export const disputeParty = z.enum(['clients', 'serviceproviders', 'admin']);
export const disputeStatus = z.enum(['open', 'resolved']);
/**
 * completed: done at the agreed price; adjusted: done at another price the admin set;
 * cancelled: the order is cancelled (nothing is billed for it).
 */
export const disputeOutcome = z.enum(['completed', 'adjusted', 'cancelled']);
export type DisputeOutcome = z.infer<typeof disputeOutcome>;

export const disputeIdParams = z.object({ disputeId: idString });

/** Multipart text field of POST /orders/{requestId}/disputes (the optional file is `evidence`). */
export const openDisputeFields = z.object({
  reason: requiredText('disputes.validation.reasonRequired', MAX_REASON_LENGTH),
});

export const statementRequest = z.object({
  text: requiredText('disputes.validation.statementRequired', MAX_STATEMENT_LENGTH),
});

/** POST /admin/disputes/{disputeId}/resolve. `price` only (and required) for 'adjusted'. */
export const resolveDisputeRequest = z
  .object({
    outcome: disputeOutcome,
    price: priceAmount.optional(),
    note: requiredText('disputes.validation.noteRequired', MAX_NOTE_LENGTH),
  })
  .refine((r) => (r.outcome === 'adjusted') === (r.price !== undefined), {
    message: 'disputes.validation.adjustedPrice',
    path: ['price'],
  });

export const disputeStatement = z.object({
  statement_id: z.number().int(),
  author: disputeParty,
  text: z.string(),
  /** Epoch milliseconds. */
  created_at: z.number(),
});

export const dispute = z.object({
  dispute_id: z.number().int(),
  request_id: z.number().int(),
  status: disputeStatus,
  opened_by: disputeParty,
  reason: z.string(),
  /** GET path of the photo or PDF (send the bearer token), or null. */
  evidence: z.string().nullable(),
  /** The order's status when the dispute was opened. */
  order_status_before: z.enum(['accepted', 'completed']),
  outcome: disputeOutcome.nullable(),
  /** Major units; the price set by an 'adjusted' outcome. */
  adjusted_price: z.number().nullable(),
  resolution_note: z.string().nullable(),
  created_at: z.number(),
  resolved_at: z.number().nullable(),
  statements: z.array(disputeStatement),
});
export type Dispute = z.infer<typeof dispute>;

/** A row of the admin's Disputes tab: an open dispute, or a stale accepted order. */
export const disputeCase = z.object({
  kind: z.enum(['dispute', 'stale']),
  request_id: z.number().int(),
  /** Null for a stale order nobody disputed. */
  dispute_id: z.number().int().nullable(),
  service_name: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  sp_id: z.number().int(),
  sp_name: z.string(),
  /** Major units: the agreed price. */
  price: z.number(),
  order_status: z.string(),
  /** Epoch milliseconds: when the dispute was opened, or when the stale order was accepted. */
  since: z.number(),
  reason: z.string().nullable(),
});
export type DisputeCase = z.infer<typeof disputeCase>;

/** GET /admin/disputes: open (default) or resolved disputes, newest first. */
export const disputeCaseQuery = cursorQuery.extend({
  status: disputeStatus.default('open'),
});

/** What the admin reads before resolving: the dispute, its order and the chat's offers. */
export const disputeDetail = dispute.extend({
  order,
  offers: z.array(offer),
});
export type DisputeDetail = z.infer<typeof disputeDetail>;
