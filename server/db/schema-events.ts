import type { Generated } from 'kysely';

/** A domain event waiting for, or done with, delivery to every channel (the outbox). */
export interface DomainEventsTable {
  event_id: Generated<number>;
  type: string;
  subject_entity: string;
  subject_id: number;
  /** The event as recorded (contracts/domain-events.ts), JSON. */
  body: string;
  created_at: Generated<Date>;
  /** Held by one dispatcher until then; another takes it only after. */
  lease_until: Date | null;
  attempts: Generated<number>;
  /** The channels it reached, comma-separated. */
  done_channels: Generated<string>;
  last_error: string | null;
  /** When every channel had it; null while one has not. */
  dispatched_at: Date | null;
}

/** A claimed run of a background job for one period (decision 0019). */
export interface JobRunsTable {
  id: Generated<number>;
  name: string;
  period_start: Date;
  node: string;
  started_at: Date;
  finished_at: Date | null;
  outcome: 'ok' | 'failed' | null;
  error: string | null;
}
