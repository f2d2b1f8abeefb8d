import type { Generated } from 'kysely';
import type { AlertChannel, AlertGroup, TextChannel } from '#contracts/alerts';
import type { OutboxStatus } from './schema';

/** A switch an account changed: one group on one channel (decision 0049). */
export interface AlertSwitchesTable {
  account_id: number;
  channel: AlertChannel;
  alert_group: AlertGroup;
  enabled: boolean;
  updated_at: Generated<Date>;
}

/** An account's quiet hours, minutes after midnight in its time zone (both null: none). */
export interface AlertSettingsTable {
  account_id: number;
  quiet_from: number | null;
  quiet_to: number | null;
  time_zone: string;
  updated_at: Generated<Date>;
}

/** A push or text to send: one notice, or a chat's messages since the last one. */
export interface AlertOutboxTable {
  alert_id: Generated<number>;
  recipient_id: number;
  channel: AlertChannel;
  alert_group: AlertGroup;
  kind: string;
  params: string;
  room: string | null;
  event_id: number | null;
  target_entity: string | null;
  target_id: number | null;
  repeats: Generated<number>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  send_after: Date;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** A text a provider accepted (each costs money): what kind, and what became of it. */
export interface TextSendsTable {
  send_id: Generated<number>;
  channel: TextChannel;
  kind: string;
  provider_id: string;
  delivery: string | null;
  sent_at: Date;
}
