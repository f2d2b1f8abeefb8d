import type { SuspensionReason } from '#contracts/users';

/** A suspension in force (decision 0068): reinstating deletes the row. */
export interface AccountSuspensionsTable {
  account_id: number;
  reason: SuspensionReason;
  /** What the admin typed beside the reason (typed data, any language); '' when nothing. */
  note: string;
  /** The admin who suspended the account. */
  suspended_by: number;
  suspended_at: Date;
}
