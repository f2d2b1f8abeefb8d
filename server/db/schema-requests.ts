import type { Generated } from 'kysely';

export type RequestStatus =
  | 'pending'
  | 'accepted'
  | 'completed'
  | 'cancelled'
  | 'expired'
  | 'disputed';

export interface ServiceRequestsTable {
  request_id: Generated<number>;
  client_id: number;
  service_id: number;
  city_id: number;
  description: string;
  address: string;
  /** Private file name under DATA_DIR/files/requests, or null. */
  image: string | null;
  status: Generated<RequestStatus>;
  sp_id: number | null;
  price_minor: number | null;
  request_date: Generated<Date>;
  accepted_at: Date | null;
  completed_date: Date | null;
  cancelled_at: Date | null;
  expired_at: Date | null;
  disputed_at: Date | null;
  /** When both parties were reminded that the accepted order is still not completed. */
  stale_reminded_at: Date | null;
  /** The client's `Idempotency-Key` of the POST that filed it, or null. */
  client_key: string | null;
  /** Its providers are told once its photo is in, or then at the latest (migration 0032). */
  announce_after: Date | null;
  /** A direct request's provider, and until when only it sees it (migration 0036). */
  direct_provider_id: Generated<number | null>;
  direct_until: Generated<Date | null>;
  /** The client keeps it direct: it never joins the other providers' feeds. */
  keep_direct: Generated<boolean>;
  /** When the other providers are told it joined their feeds; null when nothing is left to tell. */
  direct_opens_at: Generated<Date | null>;
}
