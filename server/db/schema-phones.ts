import type { Generated } from 'kysely';

/** An account's verified mobile number, E.164 (decision 0053). */
export interface AccountPhonesTable {
  account_id: number;
  phone: string;
  verified_at: Date;
}

/** A code sent to verify a number: its HMAC, never the code (decision 0053). */
export interface PhoneCodesTable {
  id: Generated<number>;
  account_id: number;
  phone: string;
  code_hash: string;
  /** Codes typed against it, right or wrong; at PHONE_CODE_TRIES it takes no more. */
  tries: Generated<number>;
  expires_at: Date;
  created_at: Date;
  used_at: Date | null;
}
