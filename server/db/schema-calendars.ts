import type { Generated } from 'kysely';

/** An account's private calendar feed (migration 0050): its token's hash, live until revoked. */
export interface CalendarFeedsTable {
  feed_id: Generated<number>;
  account_id: number;
  token_hash: string;
  created_at: Date;
  revoked_at: Date | null;
}
