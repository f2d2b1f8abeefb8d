import type { Generated } from 'kysely';
import type { AdminRole } from '#contracts/admins';

/** What migration 0042 added to `admins` (decision 0072). */
export interface AdminRoleColumns {
  role: AdminRole;
  /** The owner who invited it; null for the account made at boot. */
  invited_by: number | null;
  last_login_at: Date | null;
  /** Set when an owner removed it: it signs in no more; the row stays for the audit log. */
  removed_at: Date | null;
}

/** An invitation to become an admin: the SHA-256 of its one-time link's token. */
export interface AdminInvitationsTable {
  invitation_id: Generated<number>;
  email: string;
  role: AdminRole;
  token_hash: string;
  invited_by: number;
  expires_at: Date;
  used_at: Date | null;
  cancelled_at: Date | null;
  created_at: Generated<Date>;
}

export interface AdminsTable {
  admin_id: Generated<number>;
  username: string;
  password_hash: string;
  token_version: Generated<number>;
  created_at: Generated<Date>;
}

/** One admin action, append-only (decision 0064): the database refuses UPDATE and DELETE. */
export interface AdminAuditLogTable {
  audit_id: Generated<number>;
  admin_id: number;
  /** The acting admin's role then (decision 0072); null on rows written before roles. */
  admin_role: string | null;
  action: string;
  target_entity: string;
  target_id: string | null;
  /** The changed fields before and after (JSON objects; null where there is no side). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Generated<Date>;
}
