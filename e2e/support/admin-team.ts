import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminRole } from '../../contracts/admins';
import type { AuditAction } from '../../contracts/audit-log';
import { linkMailedTo } from './accounts';
import { e2eAdmin } from './e2e-env';
import { bearer } from './marketplace';
import { expect } from './test';

export interface RoleAdmin {
  admin_id: number;
  username: string;
  role: AdminRole;
  token: string;
}

async function ownerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/LoginAdmin', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

/**
 * A new admin with `role`, made the way the owner makes one: invited by email, the mailed
 * link's token accepted with a password, then signed in on the admin login.
 */
export async function adminWithRole(
  request: APIRequestContext,
  role: AdminRole,
  tag: string,
): Promise<RoleAdmin> {
  const username = `${role}-${tag}-${Date.now().toString(36)}@example.com`.toLowerCase();
  const invited = await request.post('/api/admin/invitations', {
    headers: bearer(await ownerToken(request)),
    data: { email: username, role },
  });
  expect(invited.status()).toBe(201);
  const link = await linkMailedTo(username, /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/);
  const token = new URL(link).searchParams.get('token') ?? '';
  const password = `${role} password ${tag}`;
  const accepted = await request.post('/api/admin-invitations/accept', {
    data: { token, password },
  });
  expect(accepted.status()).toBe(200);
  const login = await request.post('/api/LoginAdmin', { data: { username, password } });
  expect(login.status()).toBe(200);
  const session = (await login.json()).token as string;
  const me = await request.get('/api/admin/me', { headers: bearer(session) });
  expect(me.status()).toBe(200);
  const { admin_id } = await me.json();
  return { admin_id, username, role, token: session };
}

/** Signs the page in as a new admin with `role` (the token where the admin pages keep it). */
export async function signInAsAdminWithRole(
  page: Page,
  role: AdminRole,
  tag: string,
): Promise<RoleAdmin> {
  const admin = await adminWithRole(page.request, role, tag);
  await page.addInitScript((t) => localStorage.setItem('adminToken', t), admin.token);
  return admin;
}

/** The audit log's rows of an action (by one admin, on one target), newest first, as the owner reads them. */
export async function auditRows(
  request: APIRequestContext,
  filter: { action: AuditAction; admin_id?: number; target_id?: string | number },
): Promise<{ admin_id: number; admin_role: string | null; target_id: string | null }[]> {
  const query = new URLSearchParams(
    Object.entries(filter).map(([key, value]) => [key, String(value)]),
  );
  const res = await request.get(`/api/admin/audit-log?${query}`, {
    headers: bearer(await ownerToken(request)),
  });
  expect(res.status()).toBe(200);
  return (await res.json()).items;
}
