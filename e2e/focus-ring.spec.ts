import type { Page } from '@playwright/test';
import { createClient, signInAs, signInAsAdmin } from './support/accounts';
import { expectFocusRings } from './support/focus-check';
import { t } from './support/i18n';
import {
  acceptedRequest,
  clientSession,
  offeredRequest,
  providerSession,
} from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

/**
 * Keyboard users see where they are (WCAG 2.4.7): on every main page, each element Tab reaches
 * shows a mark of focus (an outline, a shadow or a border it does not have unfocused).
 */

/** Opens a page and waits for its heading and for its lists to finish loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Hidden panels (the admin's other tabs) keep their skeletons until shown.
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
}

test('the public pages mark keyboard focus on every element, category cards included', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/Login', '/Register', '/Client', '/SP', '/forgotpassword']) {
    await open(page, path);
    await expectFocusRings(page, path, path === '/' ? 90 : 60);
  }
  await signInAs(page, await createClient(request));
  for (const path of ['/Categories', '/Categories/1']) {
    await open(page, path);
    await expectFocusRings(page, path);
  }
});

test("the client's pages mark keyboard focus: request form, chat, orders, settings", async ({
  browser,
  request,
}, testInfo) => {
  const client = await clientSession(browser, request, 'Ayesha Khan');
  const sp = await providerSession(browser, request, 'Usman');
  const { room } = await offeredRequest(request, client, sp, 'The kitchen tap drips', 900);
  await acceptedRequest(request, client, sp, 'The geyser makes no hot water', 1500);
  const page = client.page;
  for (const path of [
    '/Categories/1/1/servicerequestform',
    `/Clientchat?room=${room}`,
    '/ClientDashBoard',
    '/account/settings',
  ]) {
    await open(page, path);
    await expectFocusRings(page, path);
  }
  // A client's settings list no provider-only news: new jobs, invoices and payments; news
  // about the account (a hidden review or message) has its own group.
  const settings = page.getByRole('main');
  await expect(settings.getByText(t('notifications.settings.groups.orders'))).toBeVisible();
  await expect(settings.getByText(t('notifications.settings.groups.account'))).toBeVisible();
  await expect(settings.getByText(t('notifications.settings.groups.billing'))).toHaveCount(0);
  await expect(settings.getByText(t('notifications.settings.groups.newJobs'))).toHaveCount(0);
  await checkPage(page, testInfo, 'client-settings');
});

test("the provider's pages mark keyboard focus: requests feed, profile, settings", async ({
  browser,
  request,
}) => {
  const client = await clientSession(browser, request, 'Ayesha Khan');
  const sp = await providerSession(browser, request, 'Usman');
  await offeredRequest(request, client, sp, 'The bathroom tap drips', 700);
  const page = sp.page;
  for (const path of ['/Requests', '/SpProfile', '/account/settings']) {
    await open(page, path);
    await expectFocusRings(page, path);
  }
});

// One test per tab: each signs in and tabs through one tab, in its own time and worker.
for (const tab of [
  'requests',
  'catalog',
  'add-category',
  'add-service',
  'payments',
  'disputes',
  'pages',
  'texts',
]) {
  test(`the admin dashboard's ${tab} tab marks keyboard focus`, async ({ page }) => {
    await signInAsAdmin(page);
    await open(page, `/admin/dashboard?tab=${tab}`);
    await expectFocusRings(page, `the admin's ${tab} tab`);
  });
}
