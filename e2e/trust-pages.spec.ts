import { signInAsAdmin } from './support/accounts';
import { t, tPart } from './support/i18n';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test('the footer and the sign-up form lead to the terms and the privacy policy', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('common.footer.terms') })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('sitePages.titles.terms') }),
  ).toBeVisible();
  // The page's text is the admin's content (the default one in English), in any language.
  await expect(page.getByRole('heading', { name: 'Fees' })).toBeVisible();
  await checkPage(page, testInfo, 'terms');

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('common.footer.privacy') })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('sitePages.titles.privacy') }),
  ).toBeVisible();

  await page.goto('/Client');
  const terms = page
    .getByRole('main')
    .getByRole('link', { name: t('auth.termsLinks.terms'), exact: true });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  const privacy = page
    .getByRole('main')
    .getByRole('link', { name: t('auth.termsLinks.privacy'), exact: true });
  await expect(privacy).toHaveAttribute('href', '/privacy');
});

test('the admin rewrites a trust page with a preview, and visitors read it', async ({
  browser,
}, testInfo) => {
  // Each project edits its own page: the two run at once against one server.
  const [slug, label] =
    testInfo.project.name === 'phone'
      ? (['privacy', t('sitePages.titles.privacy')] as const)
      : (['terms', t('sitePages.titles.terms')] as const);
  const line = `We answer every message within a day (${testInfo.project.name} ${Date.now()}).`;
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/dashboard?tab=pages');
  await admin
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(admin.getByRole('radio', { name: label })).toBeChecked();
  const editor = admin.getByRole('textbox', {
    name: t('sitePages.editor.textLabel', { title: label }),
  });
  await editor.fill(`## Support\n${line}\n\n- Call us\n- Write to us`);
  const preview = admin.getByRole('region', { name: t('sitePages.editor.preview') });
  await expect(preview.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await checkPage(admin, testInfo, 'admin-site-pages');
  await admin.getByRole('button', { name: t('sitePages.editor.save') }).click();
  await expect(admin.getByText(t('sitePages.editor.saved', { title: label }))).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByText(line)).toBeVisible();
  await expect(visitor.getByText(tPart('sitePages.lastChanged'))).toBeVisible();

  await admin.getByRole('button', { name: t('sitePages.editor.restore') }).click();
  await admin.getByRole('button', { name: t('sitePages.editor.yesRestore') }).click();
  await expect(admin.getByText(t('sitePages.editor.restored'))).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(visitor.getByText(line)).toHaveCount(0);
  await admin.context().close();
  await visitor.context().close();
});
