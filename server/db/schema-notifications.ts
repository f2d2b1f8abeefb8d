import type { Generated } from 'kysely';

export interface NotificationsTable {
  notification_id: Generated<number>;
  recipient_id: number;
  kind: string;
  /** The English text of a row written before notifications kept `params`; null since. */
  message: string | null;
  /** Its values as JSON (contracts/notification-text.ts); null on the rows written before. */
  params: string | null;
  /** The chat it happened in, or null (billing, new requests). */
  room: string | null;
  created_at: Generated<Date>;
  read_at: Date | null;
  /** The domain event it came from (one row per event and recipient); null on older rows. */
  event_id: number | null;
  /** What it opens (contracts/domain-events.ts); null on rows written before. */
  target_entity: string | null;
  target_id: number | null;
  /** How many events it stands for (decision 0047); 0: folded into a newer row. */
  repeats: Generated<number>;
}

/** An account's email notifications, one switch per group (no row: every group on). */
export interface NotificationSettingsTable {
  account_id: number;
  messages: Generated<boolean>;
  offers: Generated<boolean>;
  offer_answers: Generated<boolean>;
  orders: Generated<boolean>;
  billing: Generated<boolean>;
  new_jobs: Generated<boolean>;
  account: Generated<boolean>;
  updated_at: Generated<Date>;
}

export type OutboxStatus = 'pending' | 'sent' | 'skipped' | 'failed';

/** An email to send: one notification, or one chat's unread messages (a digest). */
export interface EmailOutboxTable {
  outbox_id: Generated<number>;
  recipient_id: number;
  email_group: string;
  kind: string;
  /** The notification's values as JSON. */
  params: string;
  room: string | null;
  event_id: number | null;
  target_entity: string | null;
  target_id: number | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** Not before then: a digest waits MESSAGE_DIGEST_MINUTES, a retry its backoff. */
  send_after: Date;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
  /** How many events it stands for (decision 0047); 0: folded into an earlier email. */
  repeats: Generated<number>;
}

/** A device's Web Push subscription (decision 0050). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  account_id: number;
  endpoint: string;
  /** The device's P-256 public key and auth secret, base64url: pushes are encrypted for them. */
  p256dh: string;
  auth: string;
  /** A name the person gave the device, if any. */
  label: string | null;
  /** Read from its user agent: 'Chrome', 'Android'. */
  browser: string | null;
  os: string | null;
  created_at: Generated<Date>;
  /** When the browser last handed it over (turned on, or confirmed). */
  updated_at: Generated<Date>;
  last_success_at: Date | null;
}
