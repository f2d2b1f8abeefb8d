import type { Generated } from 'kysely';

export interface FeedbackTable {
  request_id: number;
  /** The order's provider, copied so its reviews are one index walk (decision 0111). */
  sp_id: number;
  rating: number;
  comment: string;
  created_at: Generated<Date>;
  /** The provider's one answer to the review, and when it was written (both or neither). */
  reply: string | null;
  replied_at: Date | null;
}
