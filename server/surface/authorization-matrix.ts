import { createUnsubscribeTokens } from '../modules/email-notifications/unsubscribe-token';
import { clientForm, providerForm } from '../test/factories';
import { LAHORE, LEAK_REPAIR } from '../test/marketplace';
import { multipart } from '../test/multipart';
import { TEST_JWT_SECRET } from '../test/test-app';
import { ADMIN_TEAM_ROWS } from './authorization-admin-team-rows';
import { APPOINTMENT_ROWS } from './authorization-appointment-rows';
import { CALENDAR_ROWS } from './authorization-calendar-rows';
import { CATALOG_ADMIN_ROWS } from './authorization-catalog-admin-rows';
import { CHAT_MEDIA_ROWS } from './authorization-chat-media-rows';
import { DISPUTE_ROWS } from './authorization-dispute-rows';
import { FAVOURITE_ROWS } from './authorization-favourite-rows';
import { FINANCE_DESK_ROWS } from './authorization-finance-desk-rows';
import { ID_CHECK_ROWS } from './authorization-id-check-rows';
import { LANDING_ROWS } from './authorization-landing-rows';
import { MARKET_ROWS } from './authorization-market-rows';
import { MODERATION_ROWS } from './authorization-moderation-rows';
import { PAYMENT_ROWS } from './authorization-payment-rows';
import { PHONE_ROWS } from './authorization-phone-rows';
import { PORTFOLIO_ROWS } from './authorization-portfolio-rows';
import { PRICE_GUIDE_ROWS } from './authorization-price-guide-rows';
import { PUBLIC_PAGE_ROWS } from './authorization-public-page-rows';
import { PUSH_ROWS } from './authorization-push-rows';
import { RESCHEDULE_ROWS } from './authorization-reschedule-rows';
import { SEARCH_ROWS } from './authorization-search-rows';
import { TEXT_WEBHOOK_ROWS } from './authorization-text-webhook-rows';
import { USERS_ROWS } from './authorization-users-rows';
import { WEEK_ROWS } from './authorization-week-rows';
import { type ActorName, profileFields, type World } from './authorization-world';

type RawBody = { payload: Buffer; headers: Record<string, string> };
type Body = Record<string, unknown> | RawBody;
/** Per-row objects made fresh, for operations whose success changes what they act on. */
export type Ctx = { requestId: number; room: string; id: number; token?: string };

/** Expected status for: anonymous, client, otherClient, provider, otherProvider, admin. */
type Statuses = readonly [number, number, number, number, number, number];

export type MatrixRow = {
  op: string;
  url: (w: World, c: Ctx, actor: ActorName) => string;
  body?: (w: World, c: Ctx, actor: ActorName) => Body | Promise<Body>;
  prepare?: (w: World) => Promise<Partial<Ctx>>;
  expect: Statuses;
};

const PUBLIC_OK: Statuses = [200, 200, 200, 200, 200, 200];
const unsubscribeToken = (accountId: number) =>
  createUnsubscribeTokens(new TextEncoder().encode(TEST_JWT_SECRET)).sign(accountId, 'billing');
export const unique = (actor: ActorName) => `${actor}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Every operation and what each actor gets. Non-2xx callers go first, so the owner's success
 * comes last; `prepare` makes fresh rows where that success changes them; logout comes last.
 */
export const MATRIX: MatrixRow[] = [
  // ---- public ----
  { op: 'GET /api/docs', url: () => '/api/docs', expect: PUBLIC_OK },
  { op: 'GET /api/docs/json', url: () => '/api/docs/json', expect: PUBLIC_OK },
  { op: 'GET /api/health', url: () => '/api/health', expect: PUBLIC_OK },
  { op: 'GET /api/ready', url: () => '/api/ready', expect: PUBLIC_OK },
  { op: 'GET /api/settings', url: () => '/api/settings', expect: PUBLIC_OK },
  { op: 'GET /api/cities', url: () => '/api/cities', expect: PUBLIC_OK },
  { op: 'GET /api/categories', url: () => '/api/categories', expect: PUBLIC_OK },
  { op: 'GET /api/activeServices', url: () => '/api/activeServices', expect: PUBLIC_OK },
  { op: 'GET /api/categories/:id', url: () => '/api/categories/1', expect: PUBLIC_OK },
  { op: 'GET /api/services/:categoryId', url: () => '/api/services/1', expect: PUBLIC_OK },
  {
    op: 'GET /api/getServiceName',
    url: () => `/api/getServiceName?service_id=${LEAK_REPAIR}`,
    expect: PUBLIC_OK,
  },
  {
    op: 'POST /api/register/client',
    url: () => '/api/register/client',
    body: (_w, _c, actor) => clientForm({ email: `${unique(actor)}@example.com` }),
    expect: [201, 201, 201, 201, 201, 201],
  },
  {
    op: 'POST /api/register/sp',
    url: () => '/api/register/sp',
    body: (_w, _c, actor) => providerForm({ email: `${unique(actor)}@example.com` }),
    expect: [201, 201, 201, 201, 201, 201],
  },
  {
    op: 'POST /api/login',
    url: () => '/api/login',
    body: (w) => ({ email: w.clientEmail, password: 'not the password' }),
    expect: [401, 401, 401, 401, 401, 401],
  },
  {
    op: 'POST /api/LoginAdmin',
    url: () => '/api/LoginAdmin',
    body: () => ({ username: 'root', password: 'not the password' }),
    expect: [401, 401, 401, 401, 401, 401],
  },
  {
    op: 'POST /api/login/code',
    url: () => '/api/login/code',
    body: (_w, _c, actor) => ({ email: `nobody-${unique(actor)}@example.com` }),
    expect: [200, 200, 200, 200, 200, 200],
  },
  {
    op: 'POST /api/LoginAdmin/code',
    url: () => '/api/LoginAdmin/code',
    body: (_w, _c, actor) => ({ username: `nobody-${unique(actor)}` }),
    expect: [200, 200, 200, 200, 200, 200],
  },
  {
    op: 'POST /api/forgotpassword',
    url: () => '/api/forgotpassword',
    body: (_w, _c, actor) => ({ email: `nobody-${unique(actor)}@example.com` }),
    expect: [404, 404, 404, 404, 404, 404],
  },
  {
    op: 'POST /api/resetpassword',
    url: () => '/api/resetpassword',
    body: (w) => ({
      password: 'a new password',
      token: 'not-a-real-link',
      type: 'clients',
      user_id: w.client.id,
    }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    op: 'POST /api/resetpassword/check',
    url: () => '/api/resetpassword/check',
    body: (w) => ({ token: 'not-a-real-link', type: 'clients', user_id: w.client.id }),
    expect: [200, 200, 200, 200, 200, 200],
  },
  {
    op: 'POST /api/service-provider/confirm-email',
    url: () => '/api/service-provider/confirm-email',
    body: () => ({ token: 'not-a-real-link' }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  // ---- who am I ----
  {
    op: 'GET /api/verify-client',
    url: () => '/api/verify-client',
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    op: 'GET /api/verify-serviceprovider',
    url: () => '/api/verify-serviceprovider',
    expect: [401, 403, 403, 200, 200, 403],
  },
  // ---- provider's own profile and services (self-scoped) ----
  {
    op: 'POST /api/service-provider/preferences',
    url: () => '/api/service-provider/preferences',
    body: () => ({ services: [{ serviceId: LEAK_REPAIR, available: true }] }),
    expect: [401, 403, 403, 200, 200, 403],
  },
  {
    op: 'GET /api/service-provider/profile',
    url: () => '/api/service-provider/profile',
    expect: [401, 403, 403, 200, 200, 403],
  },
  {
    op: 'PUT /api/service-provider/updateProfile',
    url: () => '/api/service-provider/updateProfile',
    body: async (w, _c, actor) => {
      const owner = actor === 'otherProvider' ? w.otherProvider : w.provider;
      return multipart(await profileFields(w.t, owner));
    },
    expect: [401, 403, 403, 200, 200, 403],
  },
  {
    op: 'GET /api/service-provider/image/:spId',
    url: (w) => `/api/service-provider/image/${w.provider.id}`,
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    op: 'GET /api/service-provider/services',
    url: () => '/api/service-provider/services',
    expect: [401, 403, 403, 200, 200, 403],
  },
  {
    op: 'PUT /api/service-provider/updateAvailability/:serviceId',
    url: () => `/api/service-provider/updateAvailability/${LEAK_REPAIR}`,
    body: () => ({ available: true }),
    expect: [401, 403, 403, 200, 200, 403],
  },
  {
    op: 'DELETE /api/service-provider/removeService/:serviceId',
    prepare: async (w) => ({ id: await w.secondService() }),
    url: (_w, c) => `/api/service-provider/removeService/${c.id}`,
    expect: [401, 403, 403, 200, 404, 403],
  },
  {
    op: 'POST /api/Add-Category',
    url: () => '/api/Add-Category',
    body: (_w, _c, actor) => ({ title: `Asked ${unique(actor)}`, description: 'Please add' }),
    expect: [401, 403, 403, 201, 201, 403],
  },
  // ---- a client's view of a provider ----
  {
    op: 'GET /api/client/viewSPprofile',
    url: (w) => `/api/client/viewSPprofile?sp_id=${w.provider.id}`,
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    op: 'GET /api/client/viewSPservices',
    url: (w) => `/api/client/viewSPservices?sp_id=${w.provider.id}`,
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    op: 'GET /api/client/viewSPreviews',
    url: (w) => `/api/client/viewSPreviews?sp_id=${w.provider.id}`,
    expect: [401, 200, 200, 403, 403, 403],
  },
  {
    op: 'GET /api/providers/:spId/reviews',
    url: (w) => `/api/providers/${w.provider.id}/reviews?limit=5`,
    expect: [401, 200, 200, 200, 403, 403],
  },
  // ---- the public provider directory (decision 0032) ----
  {
    op: 'GET /api/providers',
    url: () => `/api/providers?city_id=${LAHORE}&service_id=${LEAK_REPAIR}&limit=5`,
    expect: PUBLIC_OK,
  },
  {
    op: 'GET /api/providers/count',
    url: () => `/api/providers/count?city_id=${LAHORE}&service_id=${LEAK_REPAIR}`,
    expect: PUBLIC_OK,
  },
  {
    op: 'GET /api/providers/:spId/photo',
    url: (w) => `/api/providers/${w.provider.id}/photo`,
    expect: PUBLIC_OK,
  },
  ...CATALOG_ADMIN_ROWS,
  {
    op: 'PUT /api/chat-heads/:room/read',
    url: (w) => `/api/chat-heads/${w.room}/read`,
    body: () => ({ message_id: 1 }),
    expect: [401, 200, 403, 200, 403, 403],
  },
  {
    op: 'PUT /api/account/language',
    url: () => '/api/account/language',
    body: () => ({ language: 'ur' }),
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/account/notification-settings',
    url: () => '/api/account/notification-settings',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'PUT /api/account/notification-settings',
    url: () => '/api/account/notification-settings',
    body: () => ({ billing: true }),
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/account/alert-settings',
    url: () => '/api/account/alert-settings',
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'PUT /api/account/alert-settings',
    url: () => '/api/account/alert-settings',
    body: () => ({ switches: [{ group: 'orders', channel: 'push', on: true }] }),
    expect: [401, 200, 200, 200, 200, 403],
  },
  {
    op: 'GET /api/admin/text-costs',
    url: () => '/api/admin/text-costs',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'GET /api/admin/audit-log',
    url: () => '/api/admin/audit-log?limit=5&action=city.add',
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'GET /api/admin/audit-log.csv',
    url: () => '/api/admin/audit-log.csv?from=2026-01-01',
    expect: [401, 403, 403, 403, 403, 200],
  },
  // The unsubscribe link's token is its only credential: any caller, signed in or not.
  {
    op: 'GET /api/email-unsubscribe',
    prepare: async (w) => ({ token: await unsubscribeToken(w.client.id) }),
    url: (_w, c) => `/api/email-unsubscribe?token=${encodeURIComponent(c.token ?? '')}`,
    expect: PUBLIC_OK,
  },
  {
    op: 'POST /api/email-unsubscribe',
    url: () => '/api/email-unsubscribe',
    body: async (w) => ({ token: await unsubscribeToken(w.client.id) }),
    expect: PUBLIC_OK,
  },
  {
    op: 'POST /api/email-unsubscribe/one-click',
    prepare: async (w) => ({ token: await unsubscribeToken(w.client.id) }),
    url: (_w, c) => `/api/email-unsubscribe/one-click?token=${encodeURIComponent(c.token ?? '')}`,
    expect: PUBLIC_OK,
  },
  { op: 'GET /api/pages/:slug', url: () => '/api/pages/terms', expect: PUBLIC_OK },
  {
    op: 'PUT /api/admin/pages/:slug',
    url: () => '/api/admin/pages/privacy',
    body: () => ({ body: 'We keep what the marketplace needs.' }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    op: 'DELETE /api/admin/pages/:slug',
    url: () => '/api/admin/pages/privacy',
    expect: [401, 403, 403, 403, 403, 200],
  },
  ...MARKET_ROWS,
  ...PAYMENT_ROWS,
  ...DISPUTE_ROWS,
  ...APPOINTMENT_ROWS,
  ...RESCHEDULE_ROWS,
  ...PHONE_ROWS,
  ...PORTFOLIO_ROWS,
  ...CHAT_MEDIA_ROWS,
  ...CALENDAR_ROWS,
  ...ID_CHECK_ROWS,
  ...MODERATION_ROWS,
  ...FAVOURITE_ROWS,
  ...PUBLIC_PAGE_ROWS,
  ...SEARCH_ROWS,
  ...PRICE_GUIDE_ROWS,
  ...LANDING_ROWS,
  ...PUSH_ROWS,
  ...TEXT_WEBHOOK_ROWS,
  ...USERS_ROWS,
  ...ADMIN_TEAM_ROWS,
  ...FINANCE_DESK_ROWS,
  ...WEEK_ROWS,
  // ---- last: it ends every actor's session ----
  { op: 'POST /api/logout', url: () => '/api/logout', expect: [401, 200, 200, 200, 200, 200] },
];
