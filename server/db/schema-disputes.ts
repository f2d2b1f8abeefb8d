import type { Generated } from 'kysely';
import type { UserRole } from './schema-accounts';

export type DisputeParty = UserRole | 'admin';

export interface DisputesTable {
  dispute_id: Generated<number>;
  request_id: number;
  opened_by: DisputeParty;
  reason: string;
  /** Private file name under the `disputes` area, or null. */
  evidence: string | null;
  order_status_before: 'accepted' | 'completed';
  status: Generated<'open' | 'resolved'>;
  outcome: 'completed' | 'adjusted' | 'cancelled' | null;
  adjusted_price_minor: number | null;
  resolution_note: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

export interface DisputeStatementsTable {
  statement_id: Generated<number>;
  dispute_id: number;
  author: DisputeParty;
  text: string;
  created_at: Date;
}
