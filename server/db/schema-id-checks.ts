import type { Generated } from 'kysely';
import type { IdCheckReason, IdCheckStatus } from '#contracts/id-checks';

/**
 * A provider's CNIC check (decision 0066): the two private images it uploaded, the admin's
 * answer and when the images were deleted. A provider's newest row is its current state.
 */
export interface IdChecksTable {
  check_id: Generated<number>;
  sp_id: number;
  status: Generated<IdCheckStatus>;
  /** File names in the store's `id-checks` area; null once deleted. */
  front_name: string | null;
  back_name: string | null;
  /** Why it was rejected, as a kind (rendered in the reader's language), and the admin's note. */
  reason: IdCheckReason | null;
  note: Generated<string>;
  created_at: Generated<Date>;
  decided_by: number | null;
  decided_at: Date | null;
  files_deleted_at: Date | null;
}
