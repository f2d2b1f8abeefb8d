import { readFileSync } from 'node:fs';
import { e2eAdmin } from './support/e2e-env';
import { t } from './support/i18n';
import { bearer } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test('the admin reads its own action in the audit log, filters it and exports it', async ({
  page,
}, testInfo) => {
  const login = await page.request.post('/api/LoginAdmin', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  // A city of its own, so each project finds its row whatever else the server has logged.
  const name = `Audit ${testInfo.project.name} ${Date.now()}`;
  const added = await page.request.post('/api/admin/cities', {
    data: { name },
    headers: bearer(token),
  });
  expect(added.status()).toBe(201);

  await page.goto('/admin/dashboard?tab=audit-log');
  await expect(page.getByRole('heading', { name: t('admin.auditLog.title') })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(t('admin.auditLog.actions.city.add'));
  await checkPage(page, testInfo, 'admin-audit-log');

  await page.getByRole('textbox', { name: t('admin.auditLog.from') }).fill('2001-01-01');
  await page.getByRole('textbox', { name: t('admin.auditLog.to') }).fill('2001-01-02');
  await expect(page.getByText(t('admin.auditLog.emptyTitle'))).toBeVisible();
  await checkPage(page, testInfo, 'admin-audit-log-empty');
  await page.getByRole('textbox', { name: t('admin.auditLog.from') }).fill('');
  await page.getByRole('textbox', { name: t('admin.auditLog.to') }).fill('');
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('admin.auditLog.export') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toContain('audit_id,created_at,admin_id');
  expect(csv).toContain(name);
});
