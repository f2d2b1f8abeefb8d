import { createProvider, mailTo, PASSWORD, signInAs, signInAsAdmin } from './support/accounts';
import { auditRows } from './support/admin-team';
import { t } from './support/i18n';
import { bearer } from './support/marketplace';
import { checkPage, closeToasts } from './support/page-check';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

const LAHORE = 2;
const LEAK_REPAIR = 1;

/** Whether the directory lists the provider in Lahore for its service (read as a visitor). */
async function listed(request: APIRequestContext, spId: number): Promise<boolean> {
  const res = await request.get(
    `/api/providers?city_id=${LAHORE}&service_id=${LEAK_REPAIR}&limit=100&sort=jobs`,
  );
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { sp_id: number }[] };
  return items.some((p) => p.sp_id === spId);
}

/** Picks `option` of the select labelled `label` in `scope` (its options open in a portal). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin finds a provider in the users desk and suspends it: the provider is signed out, cannot log in and leaves the directory; the admin reinstates it (both audit-logged)', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const firstName = `Zubair${tag}`;
  const { email } = await createProvider(request, { firstName });
  const provider = { page: await (await browser.newContext()).newPage(), id: 0 };
  provider.id = (await signInAs(provider.page, { email, password: PASSWORD })).user_ID;
  const token = (
    await (await request.post('/api/login', { data: { email, password: PASSWORD } })).json()
  ).token;
  const offered = await request.post('/api/service-provider/preferences', {
    headers: bearer(token),
    data: { services: [{ serviceId: LEAK_REPAIR, available: true }] },
  });
  expect(offered.status()).toBe(200);
  expect(await listed(request, provider.id)).toBe(true);

  // The provider is signed in, its page open (and its socket with it).
  await provider.page.goto('/SpProfile');
  await expect(provider.page).toHaveURL(/\/SpProfile/);

  // ---- the admin finds it in the users desk ----
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard?tab=users');
  await expect(page.getByRole('heading', { name: t('users.desk.title') })).toBeVisible();
  await page.getByRole('textbox', { name: t('users.desk.search') }).fill(firstName.toLowerCase());
  await page.getByRole('button', { name: t('users.desk.search'), exact: true }).click();
  const card = page.getByTestId('user-card').filter({ hasText: firstName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(t('users.desk.kindOne.serviceproviders'));
  await checkPage(page, testInfo, 'users-desk');

  // ---- opens it and suspends it with a reason ----
  await card.getByRole('button', { name: new RegExp(t('users.desk.open')) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(firstName) })).toBeVisible();
  await expect(page.getByRole('region', { name: t('users.person.orders') })).toBeVisible();
  await checkPage(page, testInfo, 'users-person');
  await page.getByRole('button', { name: t('users.suspend.suspend'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, dialog, t('users.suspend.reason'), t('users.reasons.fraud'));
  await dialog.getByRole('textbox', { name: t('users.suspend.note') }).fill('Reported twice');
  await checkPage(page, testInfo, 'users-suspend-dialog');
  await dialog.getByRole('button', { name: t('users.suspend.confirmSuspend') }).click();
  await expect(page.getByText(t('users.suspend.suspended'))).toBeVisible();
  await closeToasts(page);
  await expect(page.getByRole('button', { name: t('users.suspend.reinstate') })).toBeVisible();

  // ---- the provider's open page is signed out and told why ----
  await expect(provider.page).toHaveURL(/\/Login/, { timeout: 20_000 });
  // A toast (also an alert) may be up beside the page's own: the one that says why counts.
  await expect(
    provider.page
      .getByRole('alert')
      .filter({ hasText: t('users.refusal.fraud') })
      .first(),
  ).toBeVisible();
  await checkPage(provider.page, testInfo, 'suspended-signed-out');

  // ---- it cannot log in again ----
  await provider.page.getByRole('textbox', { name: t('auth.fields.email') }).fill(email);
  await provider.page
    .getByLabel(t('auth.fields.password'), { exact: false })
    .and(provider.page.locator('input[type=password]'))
    .fill(PASSWORD);
  await provider.page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(provider.page.getByText(t('users.refusal.fraud')).first()).toBeVisible();
  await expect(provider.page).toHaveURL(/\/Login/);

  // ---- it left the directory, and was told why by email, in its language ----
  expect(await listed(request, provider.id)).toBe(false);
  const mail = await mailTo(email, (m) => m.includes(t('users.reasons.fraud')));
  expect(mail).toContain('Reported twice');

  // ---- the admin reinstates it: it is listed and signs in again ----
  await page.getByRole('button', { name: t('users.suspend.reinstate') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('users.suspend.confirmReinstate') })
    .click();
  await expect(page.getByText(t('users.suspend.reinstated'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('users.suspend.suspend') })).toBeVisible();
  expect(await listed(request, provider.id)).toBe(true);
  const again = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(again.status()).toBe(200);

  // ---- both actions are in the audit log, once each ----
  for (const action of ['account.suspend', 'account.reinstate'] as const) {
    expect(await auditRows(request, { action, target_id: provider.id })).toHaveLength(1);
  }
});
