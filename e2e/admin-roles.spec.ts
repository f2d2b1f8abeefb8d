import { linkMailedTo, signInAsAdmin } from './support/accounts';
import { t } from './support/i18n';
import { bearer, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

/** A password box by its label (its name carries the required mark). */
const password = (page: Page, name: string) =>
  page.getByLabel(name, { exact: false }).and(page.locator('input[type=password]'));

test('the owner invites a moderator by email; the moderator sets a password, signs in and sees only its tabs', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = `moderator-${testInfo.project.name}-${Date.now()}@example.com`;

  // ---- the owner invites a moderator from the Admins tab ----
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard?tab=admins');
  await expect(
    page.getByRole('heading', { name: t('admins.list.title'), exact: true }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: t('admins.invite.email') }).fill(email);
  await expect(
    page.getByRole('combobox', { name: t('admins.invite.role'), exact: true }),
  ).toHaveValue(t('admins.roles.moderator'));
  await page.getByRole('button', { name: t('admins.invite.submit') }).click();
  await expect(page.getByText(tLike('admins.invite.sent', {}, { email }))).toBeVisible();
  const invited = page.getByRole('listitem').filter({ hasText: email });
  await expect(invited).toContainText(t('admins.list.invited'));
  await expect(invited).toContainText(t('admins.roles.moderator'));
  await checkPage(page, testInfo, 'admin-admins');

  // ---- the moderator follows the mailed link and sets a password ----
  const link = await linkMailedTo(email, /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/);
  const mp = await (await browser.newContext()).newPage();
  await mp.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    mp.getByRole('heading', { name: t('admins.accept.title'), exact: true }),
  ).toBeVisible();
  await expect(mp.getByText(email)).toBeVisible();
  await checkPage(mp, testInfo, 'admin-invitation');
  await password(mp, t('admins.accept.password')).first().fill('moderator password');
  await password(mp, t('auth.fields.confirmPassword')).fill('moderator password');
  await mp.getByRole('button', { name: t('admins.accept.submit') }).click();
  await expect(mp.getByText(t('admins.accept.done'))).toBeVisible();

  // ---- then signs in on the admin login page, and sees only the moderator's tabs ----
  await mp
    .getByRole('link', { name: t('admins.accept.signIn') })
    .first()
    .click();
  await mp.getByRole('textbox', { name: t('auth.fields.username') }).fill(email);
  await password(mp, t('auth.fields.password')).fill('moderator password');
  await mp.getByRole('button', { name: t('auth.adminLogin.submit') }).click();
  const tabs = mp.getByRole('tablist', { name: t('admin.dashboard.sections') });
  await expect(
    tabs.getByRole('tab', { name: t('admin.dashboard.tabDisputes'), exact: true }),
  ).toBeVisible();
  for (const hidden of [
    'admin.dashboard.tabPayments',
    'admin.dashboard.tabCatalog',
    'admin.dashboard.tabAuditLog',
    'admins.tab',
  ] as const) {
    await expect(tabs.getByRole('tab', { name: t(hidden), exact: true })).toHaveCount(0);
  }
  await checkPage(mp, testInfo, 'admin-dashboard-moderator');

  // A link to a tab of another role says it is not for this one.
  await mp.goto('/admin/dashboard?tab=payments');
  await expect(mp.getByText(t('admins.forbidden.title'))).toBeVisible();

  // ---- and a finance route answers 403 for it ----
  const token = await mp.evaluate(() => localStorage.getItem('adminToken'));
  const payments = await mp.request.get('/api/admin/pending-payments', {
    headers: bearer(token ?? ''),
  });
  expect(payments.status()).toBe(403);
  expect((await payments.json()).error.code).toBe('admin.role_forbidden');

  // ---- the owner's list shows the moderator active ----
  await page.reload();
  const active = page.getByRole('listitem').filter({ hasText: email });
  await expect(active).toContainText(t('admins.list.active'));
});
