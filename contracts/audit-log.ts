import { z } from 'zod';
import { cursorPage, cursorQuery } from './common';

/** Every action the admin audit log records (decision 0064); the list filters by these. */
export const AUDIT_ACTIONS = [
  'category.add',
  'category.status',
  'category.words',
  'service.add',
  'service.status',
  'service.words',
  'city.add',
  'city.rename',
  'city.remove',
  'category-request.approve',
  'category-request.reject',
  'invoice.mark-paid',
  'invoice.reject-proof',
  'payment-instructions.set',
  'dispute.resolve',
  'order.resolve-stale',
  'site-page.save',
  'site-page.reset',
  'search-synonym.add',
  'search-synonym.remove',
  'id-check.approve',
  'id-check.reject',
  'id-check.view',
  'review.hide',
  'message.hide',
  'report.dismiss',
  'report.handle',
  'admin.invite',
  'admin.cancel-invite',
  'admin.role',
  'admin.remove',
  'admin.join',
  'account.suspend',
  'account.reinstate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'category',
  'service',
  'city',
  'category_request',
  'invoice',
  'payment_instructions',
  'dispute',
  'order',
  'site_page',
  'search_synonym',
  'id_check',
  'admin',
  'admin_invitation',
  'account',
  'review',
  'message',
  'report',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** YYYY-MM-DD, read as a UTC day: `from` includes its day, `to` includes its whole day. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const auditLogFilters = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  target_entity: z.enum(AUDIT_TARGETS).optional(),
  target_id: z.string().min(1).max(100).optional(),
  admin_id: z.coerce.number().int().positive().optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditLogFilters = z.output<typeof auditLogFilters>;

export const auditLogQuery = cursorQuery.extend(auditLogFilters.shape);
export type AuditLogQuery = z.output<typeof auditLogQuery>;

export const auditEntry = z.object({
  audit_id: z.number(),
  admin_id: z.number(),
  /** The admin's username when the row was read (the admins table). */
  admin_username: z.string().nullable(),
  admin_role: z.string().nullable(),
  action: z.string(),
  target_entity: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogPage = cursorPage(auditEntry);
export type AuditLogPage = z.infer<typeof auditLogPage>;
