import type { Generated } from 'kysely';
import type { Language } from '#locales/languages';

export type UserRole = 'clients' | 'serviceproviders';

export interface AccountsTable {
  id: Generated<number>;
  role: UserRole;
  email: string;
  password_hash: string;
  token_version: Generated<number>;
  last_login_at: Date | null;
  created_at: Generated<Date>;
  /** 'en' or 'ur': what its emails, notifications and invoices are written in. */
  language: Generated<Language>;
}

export interface ClientsTable {
  client_id: number;
  name: string;
  terms_accepted_at: Date;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A one-time sign-in code for a login name (decision 0044). */
export interface LoginCodesTable {
  id: Generated<number>;
  login: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A login email change waiting for the new address to confirm it (decision 0014). */
export interface EmailChangesTable {
  id: Generated<number>;
  account_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A session token ended by a logout, until it would have expired anyway. */
export interface RevokedTokensTable {
  jti: string;
  expires_at: Date;
}
