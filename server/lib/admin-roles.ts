import type { AdminRole } from '#contracts/admins';
import { ErrorCode } from '#contracts/errors';
import { AppError } from './errors';

/**
 * Which admin roles may call each route an admin may call (decision 0072), in one table: the
 * admin guard (`auth-guard.ts`) reads it before the body is read, and answers any other role
 * 403 `admin.role_forbidden`. The owner may call every admin route; a route missing here is
 * the owner's alone, and `server/surface/admin-roles.test.ts` fails until it is declared.
 * Keys are the method and the route's pattern as registered, `/api` included.
 */
const EVERY: readonly AdminRole[] = ['owner', 'moderator', 'finance', 'catalog'];
const OWNER: readonly AdminRole[] = ['owner'];
/** Categories, services, cities, category requests, site pages. */
const CATALOG: readonly AdminRole[] = ['owner', 'catalog'];
/** Invoices, payments and their proofs, payment instructions, text costs, overdue, numbers. */
const FINANCE: readonly AdminRole[] = ['owner', 'finance'];
/** Disputes, moderation and reports, the users desk, ID checks. */
const MODERATION: readonly AdminRole[] = ['owner', 'moderator'];

export const ADMIN_ROUTE_ROLES: Readonly<Record<string, readonly AdminRole[]>> = {
  // ---- every admin: its own session, and the people and files the desks show ----
  'POST /api/logout': EVERY,
  'GET /api/admin/me': EVERY,
  'GET /api/service-provider/image/:spId': EVERY,
  'GET /api/sp/getprofile/:spId': EVERY,

  // ---- the owner: the admins, and the audit log ----
  'GET /api/admin/admins': OWNER,
  'POST /api/admin/invitations': OWNER,
  'DELETE /api/admin/invitations/:invitationId': OWNER,
  'PUT /api/admin/admins/:adminId/role': OWNER,
  'DELETE /api/admin/admins/:adminId': OWNER,
  'GET /api/admin/audit-log': OWNER,
  'GET /api/admin/audit-log.csv': OWNER,

  // ---- catalog ----
  'GET /api/admin': CATALOG,
  'GET /api/admin/category-requests': CATALOG,
  'POST /api/approveReqCategories/:id': CATALOG,
  'DELETE /api/removeReqCategories/:id': CATALOG,
  'GET /api/Allcategories': CATALOG,
  'GET /api/Allservices/:categoryId': CATALOG,
  'PUT /api/updateCategoryStatus/:id': CATALOG,
  'PUT /api/updateServiceStatus/:id': CATALOG,
  'PUT /api/admin/categories/:id/words': CATALOG,
  'PUT /api/admin/services/:id/words': CATALOG,
  'POST /api/Addcategories': CATALOG,
  'POST /api/AddService': CATALOG,
  'GET /api/admin/cities': CATALOG,
  'GET /api/admin/search-synonyms': CATALOG,
  'POST /api/admin/search-synonyms': CATALOG,
  'DELETE /api/admin/search-synonyms/:synonymId': CATALOG,
  'POST /api/admin/cities': CATALOG,
  'PUT /api/admin/cities/:id': CATALOG,
  'DELETE /api/admin/cities/:id': CATALOG,
  'PUT /api/admin/pages/:slug': CATALOG,
  'DELETE /api/admin/pages/:slug': CATALOG,

  // ---- finance ----
  'GET /api/getPendingPayments': FINANCE,
  'GET /api/admin/pending-payments': FINANCE,
  'PUT /api/updatePaymentStatus/:paymentId': FINANCE,
  'POST /api/admin/invoices/:paymentId/reject-proof': FINANCE,
  'GET /api/sp/invoiceDetails/:paymentId': FINANCE,
  'GET /api/sp/invoice/pdf/:paymentId': FINANCE,
  'GET /api/sp/invoice/proof/:paymentId': FINANCE,
  'GET /api/payment-instructions': FINANCE,
  'PUT /api/admin/payment-instructions': FINANCE,
  'GET /api/admin/text-costs': FINANCE,
  'GET /api/admin/overdue': FINANCE,
  'GET /api/admin/overdue.csv': FINANCE,
  'GET /api/admin/numbers': FINANCE,
  'GET /api/admin/numbers.csv': FINANCE,

  // ---- moderation: disputes and the orders they are about ----
  'GET /api/admin/disputes': MODERATION,
  'GET /api/admin/disputes/:disputeId': MODERATION,
  'POST /api/admin/disputes/:disputeId/resolve': MODERATION,
  'GET /api/admin/stale-orders': MODERATION,
  'POST /api/admin/orders/:requestId/resolve': MODERATION,
  'GET /api/orders/:requestId/disputes': MODERATION,
  'GET /api/disputes/:disputeId/evidence': MODERATION,
  // A chat's photos and voice notes, while an order between its parties is disputed (0087).
  'GET /api/chat-attachments/:id': MODERATION,
  'GET /api/chat-attachments/:id/thumb': MODERATION,
  'GET /api/servicerequestform/image/:requestId': MODERATION,

  // ---- moderation: reports, the users desk, ID checks ----
  'GET /api/admin/moderation/reports': MODERATION,
  'POST /api/admin/moderation/reports/:reportId/hide': MODERATION,
  'POST /api/admin/moderation/reports/:reportId/dismiss': MODERATION,
  'POST /api/admin/moderation/reports/:reportId/handle': MODERATION,
  'GET /api/admin/users': MODERATION,
  'GET /api/admin/users/:accountId': MODERATION,
  'POST /api/admin/users/:accountId/suspend': MODERATION,
  'POST /api/admin/users/:accountId/reinstate': MODERATION,
  'GET /api/admin/id-checks': MODERATION,
  'GET /api/admin/id-checks/:checkId/:side': MODERATION,
  'POST /api/admin/id-checks/:checkId/decision': MODERATION,
};

/** The roles that may call this route: its declaration, else the owner alone. */
export function adminRolesOf(method: string, url: string | undefined): readonly AdminRole[] {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;
  return ADMIN_ROUTE_ROLES[key] ?? OWNER;
}

/** Refuses an admin whose role the route does not declare: 403 `admin.role_forbidden`. */
export function checkAdminRole(
  actor: { adminRole?: AdminRole },
  method: string,
  url: string | undefined,
): void {
  if (actor.adminRole && adminRolesOf(method, url).includes(actor.adminRole)) return;
  throw new AppError(ErrorCode.adminRoleForbidden, 403, 'admins.errors.roleForbidden');
}
