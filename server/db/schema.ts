import type { Generated } from 'kysely';
import type { Language } from '#locales/languages';
import type {
  AlertOutboxTable,
  AlertSettingsTable,
  AlertSwitchesTable,
  TextSendsTable,
} from './schema-alerts';

export type CatalogStatus = 'active' | 'inactive';

export interface CitiesTable {
  city_id: Generated<number>;
  name: string;
  /** Its Urdu name; null (or empty): readers see the English (decision 0059). */
  name_ur: string | null;
}

export interface CategoriesTable {
  category_id: Generated<number>;
  name: string;
  description: string;
  name_ur: string | null;
  description_ur: string | null;
  status: Generated<CatalogStatus>;
  created_at: Generated<Date>;
}

export interface ServicesTable {
  service_id: Generated<number>;
  category_id: number;
  name: string;
  description: string;
  name_ur: string | null;
  description_ur: string | null;
  status: Generated<CatalogStatus>;
  created_at: Generated<Date>;
  /** Its image is at `/images/<slug>.png` (the admin's services; the seeded ones have none). */
  has_image: Generated<boolean>;
}

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

export interface ServiceProvidersTable {
  sp_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city_id: number;
  gender: 'female' | 'male' | 'other';
  /** A calendar date, `YYYY-MM-DD` (both drivers return dates as text). */
  dob: string;
  status: Generated<CatalogStatus>;
  tips: Generated<boolean>;
  terms_accepted_at: Date;
  profile_image: string | null;
  /** When the provider last moved to another city (null: never); changes are limited. */
  city_changed_at: Generated<Date | null>;
}

/**
 * Columns of `service_providers` kept by the database's triggers and written by no module
 * (migration 0016, decision 0032): how many ratings the provider's orders have and their
 * total, the average as shown times ten (0 before the first; generated), and how many of its
 * orders are completed.
 */
export interface ProviderDirectoryColumns {
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  rating_tenths: Generated<number>;
  completed_jobs: Generated<number>;
}

export interface AdminsTable {
  admin_id: Generated<number>;
  username: string;
  password_hash: string;
  token_version: Generated<number>;
  created_at: Generated<Date>;
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

export interface ProviderServicesTable {
  sp_id: number;
  service_id: number;
  available: Generated<boolean>;
  created_at: Generated<Date>;
}

/**
 * Columns of `provider_services` kept by the database's triggers and written by no module
 * (migration 0016, decision 0032): a copy of the provider's city, standing and totals, so a
 * list of one service's providers reads its own index.
 */
export interface ProviderServiceCopies {
  sp_city_id: Generated<number>;
  sp_active: Generated<boolean>;
  sp_rating_tenths: Generated<number>;
  sp_rating_count: Generated<number>;
  sp_completed_jobs: Generated<number>;
}

export interface CategoryRequestsTable {
  id: Generated<number>;
  sp_id: number;
  title: string;
  description: string;
  created_at: Generated<Date>;
}

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
}

export type DisputeParty = UserRole | 'admin';

export interface DisputesTable {
  dispute_id: Generated<number>;
  request_id: number;
  opened_by: DisputeParty;
  reason: string;
  /** Private file name under the `disputes` area, or null. */
  evidence: string | null;
  order_status_before: 'accepted' | 'completed';
  status: Generated<'open' | 'resolved'>;
  outcome: 'completed' | 'adjusted' | 'cancelled' | null;
  adjusted_price_minor: number | null;
  resolution_note: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

export interface DisputeStatementsTable {
  statement_id: Generated<number>;
  dispute_id: number;
  author: DisputeParty;
  text: string;
  created_at: Date;
}

export interface ChatHeadsTable {
  room: string;
  client_id: number;
  sp_id: number;
  /** The preview a person typed; '' when the server wrote it (then `last_kind`). */
  last_message: Generated<string>;
  /** A preview the server wrote, as a kind and JSON values (contracts/chat-text.ts). */
  last_kind: string | null;
  last_params: string | null;
  updated_at: Generated<Date>;
  /** The newest message id the client has seen in this chat (0: none). */
  client_read_id: Generated<number>;
  /** The newest message id the provider has seen in this chat (0: none). */
  sp_read_id: Generated<number>;
}

export type OfferStatus =
  | 'pending'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'canceled'
  | 'superseded'
  | 'expired';

export interface OffersTable {
  offer_id: Generated<number>;
  request_id: number;
  room: string;
  made_by: UserRole;
  price_minor: number;
  status: Generated<OfferStatus>;
  replaces_offer_id: number | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  /** When the party who must answer was told the offer expires soon. */
  reminded_at: Date | null;
}

export interface ChatMessagesTable {
  message_id: Generated<number>;
  room: string;
  sender_type: UserRole;
  /** What a person typed; '' when the server wrote the message (then `text_kind`). */
  message_text: string;
  /** A message the server wrote, as a kind and JSON values (contracts/chat-text.ts). */
  text_kind: string | null;
  text_params: string | null;
  type: Generated<'text' | 'service_request'>;
  request_id: number | null;
  /** The offer an offer message shows. */
  offer_id: number | null;
  created_at: Generated<Date>;
}

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

/** An account's email notifications, one switch per group (no row: every group on). */
export interface NotificationSettingsTable {
  account_id: number;
  messages: Generated<boolean>;
  offers: Generated<boolean>;
  offer_answers: Generated<boolean>;
  orders: Generated<boolean>;
  billing: Generated<boolean>;
  new_jobs: Generated<boolean>;
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

export interface FeedbackTable {
  request_id: number;
  rating: number;
  comment: string;
  created_at: Generated<Date>;
  /** The provider's one answer to the review, and when it was written (both or neither). */
  reply: string | null;
  replied_at: Date | null;
}

export type StoredInvoiceStatus = 'Pending' | 'uploaded' | 'Paid';

export interface InvoicesTable {
  payment_id: Generated<number>;
  sp_id: number;
  billing_year: number;
  billing_month: number;
  total_earnings_minor: number;
  amount_due_minor: number;
  /** `YYYY-MM-DD`. */
  due_date: string;
  status: Generated<StoredInvoiceStatus>;
  proof_of_payment: string | null;
  proof_uploaded_at: Date | null;
  paid_at: Date | null;
  created_at: Generated<Date>;
  /** When its provider was told it falls due soon, and that it is overdue (decision 0057). */
  due_soon_noticed_at: Date | null;
  overdue_noticed_at: Date | null;
}

export type InvoiceLineKind = 'order' | 'adjustment';

/** What an invoice bills: a row per order and per later change to a billed order (decision 0025). */
export interface InvoiceLinesTable {
  line_id: Generated<number>;
  payment_id: number;
  request_id: number;
  kind: InvoiceLineKind;
  service_name: string;
  client_name: string;
  address: string;
  completed_date: Date | null;
  /** The order's billable amount as of this line: its price, 0 once cancelled. */
  price_minor: number;
  /** Signed: what the line adds to the invoice's total earnings (an order line: its price). */
  earnings_minor: number;
  /** Signed: what the line adds to the invoice's amount due (an adjustment may be a credit). */
  fee_minor: number;
  created_at: Date;
}

/** A month the invoice run has billed (decision 0025). */
export interface BilledMonthsTable {
  billing_year: number;
  billing_month: number;
  billed_at: Date;
}

/** The admin's payment instructions: one row (id 1), absent until first set (decision 0031). */
export interface PaymentInstructionsTable {
  id: Generated<number>;
  /** Free text; empty means not set. */
  instructions: string;
  updated_at: Date;
}

/** A proof of payment the admin refused, with why; its file is kept (decision 0031). */
export interface ProofRejectionsTable {
  rejection_id: Generated<number>;
  payment_id: number;
  proof_file: string;
  proof_uploaded_at: Date | null;
  reason: string;
  rejected_at: Date;
}

/** The admin's text of a trust page; a page with no row shows its default (decision 0034). */
export interface SitePagesTable {
  slug: 'terms' | 'privacy';
  body: string;
  updated_at: Date;
}

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

export interface Database {
  site_pages: SitePagesTable;
  cities: CitiesTable;
  categories: CategoriesTable;
  services: ServicesTable;
  accounts: AccountsTable;
  clients: ClientsTable;
  service_providers: ServiceProvidersTable & ProviderDirectoryColumns;
  admins: AdminsTable;
  password_resets: PasswordResetsTable;
  login_codes: LoginCodesTable;
  email_changes: EmailChangesTable;
  revoked_tokens: RevokedTokensTable;
  job_runs: JobRunsTable;
  provider_services: ProviderServicesTable & ProviderServiceCopies;
  category_requests: CategoryRequestsTable;
  service_requests: ServiceRequestsTable;
  chat_heads: ChatHeadsTable;
  chat_messages: ChatMessagesTable;
  offers: OffersTable;
  disputes: DisputesTable;
  dispute_statements: DisputeStatementsTable;
  notifications: NotificationsTable;
  domain_events: DomainEventsTable;
  notification_settings: NotificationSettingsTable;
  email_outbox: EmailOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_switches: AlertSwitchesTable;
  alert_settings: AlertSettingsTable;
  alert_outbox: AlertOutboxTable;
  text_sends: TextSendsTable;
  feedback: FeedbackTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  billed_months: BilledMonthsTable;
  payment_instructions: PaymentInstructionsTable;
  proof_rejections: ProofRejectionsTable;
  account_phones: AccountPhonesTable;
  phone_codes: PhoneCodesTable;
}
