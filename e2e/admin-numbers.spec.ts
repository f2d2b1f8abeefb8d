import { readFileSync } from 'node:fs';
import { e2eAdmin } from './support/e2e-env';
import { t } from './support/i18n';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

/**
 * The billing fixture (e2e/support/billing-fixture.ts), written before the server starts and
 * so counted by the numbers job's first run: five requests on the 2nd of last month, 10:00 UTC
 * (15:00 in Pakistan), each accepted at once. No journey files a request on a past day.
 */
const now = new Date();
const seededDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 2, 10))
  .toISOString()
  .slice(0, 10);
/** A count as either language writes it (Urdu pages may use Eastern Arabic digits). */
const five = /^(5|۵)$/;

test('the admin reads the numbers of a seeded day, switches the period and exports them', async ({
  page,
}, testInfo) => {
  const login = await page.request.post('/api/LoginAdmin', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);

  await page.goto('/admin/dashboard?tab=numbers');
  await expect(page.getByRole('heading', { name: t('numbers.title'), level: 2 })).toBeVisible();
  await expect(page.getByText(t('numbers.figures.fillRate'))).toBeVisible();

  // The 90 days hold the seeded day: five requests, five filled within 48 hours.
  await page.getByText(t('numbers.periods.90'), { exact: true }).click();
  const row = page.locator(`[data-chart="numbers-requests"] tr[data-row="${seededDay}"]`);
  await expect(row.locator('[data-column="requests"]')).toHaveText(five);
  await expect(row.locator('[data-column="filled"]')).toHaveText(five);
  await checkPage(page, testInfo, 'admin-numbers');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('numbers.export') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('numbers-90d.csv');
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('figure,value');
  expect(csv).toContain(`\r\n${seededDay},5,5,`);

  // The 7 days do not reach it.
  await page.getByText(t('numbers.periods.7'), { exact: true }).click();
  await expect(page.locator('[data-chart="numbers-requests"] tr[data-row]')).toHaveCount(7);
  await expect(row).toHaveCount(0);
});
