import type {
  AccountsTable,
  ClientsTable,
  EmailChangesTable,
  LoginCodesTable,
  PasswordResetsTable,
  RevokedTokensTable,
} from './schema-accounts';
import type {
  AdminAuditLogTable,
  AdminInvitationsTable,
  AdminRoleColumns,
  AdminsTable,
} from './schema-admins';
import type {
  AlertOutboxTable,
  AlertSettingsTable,
  AlertSwitchesTable,
  TextSendsTable,
} from './schema-alerts';
import type {
  AppointmentChangesTable,
  AppointmentsTable,
  OfferScopeColumns,
  OfferSlotColumns,
} from './schema-appointments';
import type {
  BilledMonthsTable,
  InvoiceLinesTable,
  InvoicesTable,
  PaymentInstructionsTable,
  ProofRejectionsTable,
} from './schema-billing';
import type { CalendarFeedsTable } from './schema-calendars';
import type {
  CategoriesTable,
  CategoryRequestsTable,
  CitiesTable,
  ReferenceSeedsTable,
  ServicesTable,
} from './schema-catalog';
import type {
  ChatAttachmentsTable,
  ChatHeadsTable,
  ChatMessagesTable,
  OffersTable,
} from './schema-chat';
import type { DisputeStatementsTable, DisputesTable } from './schema-disputes';
import type { DomainEventsTable, JobRunsTable } from './schema-events';
import type { FavouritesTable } from './schema-favourites';
import type { IdChecksTable } from './schema-id-checks';
import type { BlocksTable, HiddenColumns, ReportsTable } from './schema-moderation';
import type {
  EmailOutboxTable,
  NotificationSettingsTable,
  NotificationsTable,
  PushSubscriptionsTable,
} from './schema-notifications';
import type {
  NumbersCellsTable,
  NumbersDaysTable,
  NumbersSnapshotTable,
  NumbersSupplyTable,
} from './schema-numbers';
import type { FeedbackTable } from './schema-orders';
import type { InvoiceRemindersTable } from './schema-overdue';
import type { AccountPhonesTable, PhoneCodesTable } from './schema-phones';
import type { PriceGuideDaysTable, PriceGuidesTable } from './schema-price-guides';
import type {
  PortfolioPhotosTable,
  ProviderDirectoryColumns,
  ProviderServiceCopies,
  ProviderServicesTable,
  ServiceProvidersTable,
} from './schema-providers';
import type { ServiceRequestsTable } from './schema-requests';
import type { SearchSynonymsTable } from './schema-search';
import type { SitePagesTable } from './schema-site-pages';
import type { AccountSuspensionsTable } from './schema-users';
import type { ProviderDaysOffTable, ProviderHoursTable } from './schema-week';
import type { CityZoneColumns, RequestWhenColumns } from './schema-when';

export type {
  AccountsTable,
  ClientsTable,
  EmailChangesTable,
  LoginCodesTable,
  PasswordResetsTable,
  RevokedTokensTable,
  UserRole,
} from './schema-accounts';
export type { AdminAuditLogTable, AdminsTable } from './schema-admins';
export type {
  BilledMonthsTable,
  InvoiceLineKind,
  InvoiceLinesTable,
  InvoicesTable,
  PaymentInstructionsTable,
  ProofRejectionsTable,
  StoredInvoiceStatus,
} from './schema-billing';
export type {
  CatalogStatus,
  CategoriesTable,
  CategoryRequestsTable,
  CitiesTable,
  ReferenceSeedsTable,
  ServicesTable,
} from './schema-catalog';
export type { ChatHeadsTable, ChatMessagesTable, OfferStatus, OffersTable } from './schema-chat';
export type { DisputeParty, DisputeStatementsTable, DisputesTable } from './schema-disputes';
export type { DomainEventsTable, JobRunsTable } from './schema-events';
export type {
  EmailOutboxTable,
  NotificationSettingsTable,
  NotificationsTable,
  OutboxStatus,
  PushSubscriptionsTable,
} from './schema-notifications';
export type { FeedbackTable } from './schema-orders';
export type { AccountPhonesTable, PhoneCodesTable } from './schema-phones';
export type {
  PortfolioPhotosTable,
  ProviderDirectoryColumns,
  ProviderServiceCopies,
  ProviderServicesTable,
  ServiceProvidersTable,
} from './schema-providers';
export type { RequestStatus, ServiceRequestsTable } from './schema-requests';
export type { SitePagesTable } from './schema-site-pages';

export interface Database {
  site_pages: SitePagesTable;
  search_synonyms: SearchSynonymsTable;
  price_guide_days: PriceGuideDaysTable;
  price_guides: PriceGuidesTable;
  cities: CitiesTable & CityZoneColumns;
  categories: CategoriesTable;
  services: ServicesTable;
  reference_seeds: ReferenceSeedsTable;
  accounts: AccountsTable;
  account_suspensions: AccountSuspensionsTable;
  clients: ClientsTable;
  service_providers: ServiceProvidersTable & ProviderDirectoryColumns;
  admins: AdminsTable & AdminRoleColumns;
  admin_invitations: AdminInvitationsTable;
  admin_audit_log: AdminAuditLogTable;
  password_resets: PasswordResetsTable;
  login_codes: LoginCodesTable;
  email_changes: EmailChangesTable;
  revoked_tokens: RevokedTokensTable;
  job_runs: JobRunsTable;
  provider_services: ProviderServicesTable & ProviderServiceCopies;
  category_requests: CategoryRequestsTable;
  service_requests: ServiceRequestsTable & RequestWhenColumns;
  chat_attachments: ChatAttachmentsTable;
  chat_heads: ChatHeadsTable;
  chat_messages: ChatMessagesTable & HiddenColumns;
  offers: OffersTable & OfferSlotColumns & OfferScopeColumns;
  appointments: AppointmentsTable;
  appointment_changes: AppointmentChangesTable;
  provider_hours: ProviderHoursTable;
  provider_days_off: ProviderDaysOffTable;
  calendar_feeds: CalendarFeedsTable;
  disputes: DisputesTable;
  dispute_statements: DisputeStatementsTable;
  notifications: NotificationsTable;
  domain_events: DomainEventsTable;
  notification_settings: NotificationSettingsTable;
  email_outbox: EmailOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  portfolio_photos: PortfolioPhotosTable;
  id_checks: IdChecksTable;
  alert_switches: AlertSwitchesTable;
  alert_settings: AlertSettingsTable;
  alert_outbox: AlertOutboxTable;
  text_sends: TextSendsTable;
  feedback: FeedbackTable & HiddenColumns;
  reports: ReportsTable;
  blocks: BlocksTable;
  favourites: FavouritesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_reminders: InvoiceRemindersTable;
  numbers_cells: NumbersCellsTable;
  numbers_days: NumbersDaysTable;
  numbers_supply: NumbersSupplyTable;
  numbers_snapshot: NumbersSnapshotTable;
  billed_months: BilledMonthsTable;
  payment_instructions: PaymentInstructionsTable;
  proof_rejections: ProofRejectionsTable;
  account_phones: AccountPhonesTable;
  phone_codes: PhoneCodesTable;
}
