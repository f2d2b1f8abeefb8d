import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { checkPage } from './support/page-check';

test('the footer and the sign-up form lead to the terms and the privacy policy', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fees' })).toBeVisible();
  await checkPage(page, testInfo, 'terms');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

  await page.goto('/Client');
  const terms = page.getByRole('main').getByRole('link', { name: 'terms of service', exact: true });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  const privacy = page.getByRole('main').getByRole('link', { name: 'privacy policy', exact: true });
  await expect(privacy).toHaveAttribute('href', '/privacy');
});

test('the admin rewrites a trust page with a preview, and visitors read it', async ({
  browser,
}, testInfo) => {
  // Each project edits its own page: the two run at once against one server.
  const [slug, label] =
    testInfo.project.name === 'phone'
      ? (['privacy', 'Privacy policy'] as const)
      : (['terms', 'Terms of service'] as const);
  const line = `We answer every message within a day (${testInfo.project.name} ${Date.now()}).`;
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/dashboard?tab=pages');
  await admin
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(admin.getByRole('radio', { name: label })).toBeChecked();
  const editor = admin.getByRole('textbox', { name: `${label} text` });
  await editor.fill(`## Support\n${line}\n\n- Call us\n- Write to us`);
  const preview = admin.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await checkPage(admin, testInfo, 'admin-site-pages');
  await admin.getByRole('button', { name: 'Save page' }).click();
  await expect(admin.getByText(`${label} saved.`)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByText(line)).toBeVisible();
  await expect(visitor.getByText(/^Last changed/)).toBeVisible();

  await admin.getByRole('button', { name: 'Restore the default text' }).click();
  await admin.getByRole('button', { name: 'Yes, restore the default' }).click();
  await expect(admin.getByText('The default text is back.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(visitor.getByText(line)).toHaveCount(0);
  await admin.context().close();
  await visitor.context().close();
});
