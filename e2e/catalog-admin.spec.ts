import fs from 'node:fs';
import path from 'node:path';
import { createClient, createProvider, signInAs, signInAsAdmin } from './support/accounts';
import { named, t } from './support/i18n';
import { checkPage, closeToasts } from './support/page-check';
import { expect, type Locator, test } from './support/test';

const iconPath = path.resolve('dist/images/logo.png');

/** Mantine draws a switch over a visually hidden input, so Playwright's check() cannot reach it. */
const toggle = (sw: Locator) => sw.evaluate((input) => (input as HTMLInputElement).click());

test('a provider onboards and asks for a category; the admin builds it; clients see only what is active', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const categoryName = `Solar Panels ${suffix}`;
  // Read once: the browser reads a file path only at upload, and a rebuild may replace it then.
  const icon = { name: 'logo.png', mimeType: 'image/png', buffer: fs.readFileSync(iconPath) };

  // ---- the provider's first login: preferences, profile, services, a category request ----
  const providerPage = await (await browser.newContext()).newPage();
  const account = await createProvider(request);
  await providerPage.goto('/Login');
  await providerPage
    .getByRole('textbox', { name: t('auth.fields.email'), exact: true })
    .fill(account.email);
  await providerPage.locator('input[type=password]').fill(account.password);
  await providerPage.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(providerPage).toHaveURL(/\/ServiceProviderForm$/);
  await providerPage.getByRole('checkbox', { name: named('Leak Repair') }).check();
  await providerPage.getByRole('checkbox', { name: named('Wiring Installation') }).check();
  await checkPage(providerPage, testInfo, 'preferences');
  await providerPage.getByRole('button', { name: t('providers.preferences.save') }).click();
  await expect(providerPage).toHaveURL(/\/SpProfile/);
  await expect(providerPage.getByText(t('providers.messages.preferencesSaved'))).toBeVisible();

  await providerPage.getByRole('button', { name: t('providers.profile.edit') }).click();
  // Clicking the city already chosen keeps it (it used to empty the field, then refuse to save).
  const city = providerPage.getByRole('combobox', { name: t('auth.fields.city') });
  await expect(city).toHaveValue(named('Lahore'));
  await city.click();
  await providerPage.getByRole('option', { name: named('Lahore') }).click();
  await expect(city).toHaveValue(named('Lahore'));
  await providerPage
    .getByRole('textbox', { name: t('auth.fields.address') })
    .fill('44 Garden Town');
  await providerPage.locator('input[name="profileImage"]').setInputFiles(icon);
  await providerPage.getByRole('button', { name: t('providers.editProfile.save') }).click();
  await expect(providerPage.getByText(t('providers.editProfile.saved'))).toBeVisible();
  await expect(providerPage.getByText('44 Garden Town')).toBeVisible();
  // The email may wrap before its @ or a dot, never in the middle of a word.
  const email = providerPage.getByText(account.email, { exact: true });
  expect(await email.evaluate((el) => el.querySelectorAll('wbr').length)).toBeGreaterThan(1);
  await providerPage.getByRole('button', { name: t('providers.avatar.enlarge') }).click();
  await expect(providerPage.getByRole('dialog').locator('img')).toBeVisible();
  await providerPage.keyboard.press('Escape');
  await checkPage(providerPage, testInfo, 'provider-profile');

  await providerPage.getByRole('tab', { name: t('providers.profilePage.tabs.services') }).click();
  const leak = providerPage
    .getByRole('switch', {
      name: t('providers.offered.availableFor', { name: named('Leak Repair') }),
    })
    .or(
      providerPage.getByRole('checkbox', {
        name: t('providers.offered.availableFor', { name: named('Leak Repair') }),
      }),
    );
  await toggle(leak);
  await expect(leak).not.toBeChecked();
  await expect(
    providerPage.getByText(t('providers.offered.notAvailable'), { exact: true }),
  ).toBeVisible();
  await providerPage
    .getByRole('button', {
      name: t('providers.offered.removeNamed', { name: named('Wiring Installation') }),
    })
    .click();
  await providerPage
    .getByRole('dialog')
    .getByRole('button', { name: t('providers.removeService.confirm') })
    .click();
  // Gone from the list (the toast that says so names it for a few seconds).
  await expect(
    providerPage.getByRole('tabpanel').getByText(named('Wiring Installation')),
  ).toHaveCount(0);
  await checkPage(providerPage, testInfo, 'provider-services');
  const offered = await (
    await request.get('/api/service-provider/services', {
      headers: {
        authorization: `Bearer ${await providerPage.evaluate(() => localStorage.getItem('token'))}`,
      },
    })
  ).json();
  expect(offered).toEqual([
    expect.objectContaining({ service_name: named('Leak Repair'), availability_status: false }),
  ]);

  // Back on the preferences page, what it offers shows ticked, not "No service selected yet."
  await providerPage.goto('/ServiceProviderForm');
  await expect(
    providerPage.getByText(
      t('providers.preferences.offerMore', {
        offered: t('providers.preferences.services', { count: 1 }),
      }),
    ),
  ).toBeVisible();
  await expect(providerPage.getByRole('checkbox', { name: named('Leak Repair') })).toBeChecked();
  await expect(providerPage.getByText(t('providers.preferences.noneSelected'))).toHaveCount(0);

  await providerPage.goto('/RequestCategory');
  await providerPage
    .getByRole('textbox', { name: t('providers.requestCategory.name') })
    .fill(categoryName);
  await providerPage
    .getByRole('textbox', { name: t('providers.requestCategory.description') })
    .fill('Rooftop solar installation and care.');
  await providerPage.getByRole('button', { name: t('providers.requestCategory.submit') }).click();
  await expect(providerPage.getByText(t('providers.messages.categoryRequestSent'))).toBeVisible();
  await checkPage(providerPage, testInfo, 'request-category');

  // ---- the admin approves it, adds two services with images, activates, deactivates one ----
  const adminPage = await (await browser.newContext()).newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin/dashboard');
  await adminPage
    .getByRole('button', {
      name: t('admin.requests.approveNamed', { title: categoryName }),
    })
    .click();
  await adminPage.getByRole('dialog').locator('input[type=file]').setInputFiles(icon);
  await adminPage
    .getByRole('dialog')
    .getByRole('button', { name: t('admin.approveRequest.confirm') })
    .click();
  await expect(
    adminPage.getByRole('button', {
      name: t('admin.requests.approveNamed', { title: categoryName }),
    }),
  ).toHaveCount(0);
  await checkPage(adminPage, testInfo, 'admin-requests');

  // The "approved" toast covers the tabs on a phone: the admin closes it.
  await closeToasts(adminPage);
  await adminPage.getByRole('tab', { name: t('admin.dashboard.tabAddService') }).click();
  await adminPage.getByPlaceholder(t('admin.addService.selectCategory')).fill(categoryName);
  await adminPage.getByRole('option', { name: categoryName }).click();
  const addServicePanel = adminPage.getByRole('tabpanel', {
    name: t('admin.dashboard.tabAddService'),
  });
  // The form keeps its category after a save, for adding several services in a row.
  for (const service of ['Panel Cleaning', 'Inverter Repair']) {
    await addServicePanel
      .getByRole('textbox', { name: t('admin.entry.name'), exact: true })
      .fill(`${service} ${suffix}`);
    await addServicePanel
      .getByRole('textbox', { name: t('admin.entry.description'), exact: true })
      .fill(`${service}, done well.`);
    await addServicePanel.locator('input[type=file]').setInputFiles(icon);
    await addServicePanel.getByRole('button', { name: t('admin.addService.submit') }).click();
    await expect(
      adminPage.getByText(t('admin.addService.done', { name: `${service} ${suffix}` })),
    ).toBeVisible();
  }

  await adminPage.getByRole('tab', { name: t('admin.dashboard.tabCatalog') }).click();
  await toggle(
    adminPage.getByRole('switch', {
      name: t('admin.catalog.activeSwitch', { name: categoryName }),
    }),
  );
  await expect(
    adminPage.getByRole('switch', {
      name: t('admin.catalog.activeSwitch', { name: categoryName }),
    }),
  ).toBeChecked();
  await adminPage
    .getByRole('button', { name: t('admin.catalog.showActive', { name: categoryName }) })
    .click();
  await toggle(
    adminPage.getByRole('switch', {
      name: t('admin.catalog.activeSwitch', { name: `Inverter Repair ${suffix}` }),
    }),
  );
  await expect(
    adminPage.getByRole('switch', {
      name: t('admin.catalog.activeSwitch', { name: `Inverter Repair ${suffix}` }),
    }),
  ).not.toBeChecked();
  await checkPage(adminPage, testInfo, 'admin-catalog');

  // ---- a client sees the new category and its one active service ----
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, await createClient(request));
  await clientPage.goto('/Categories');
  await clientPage.getByRole('link', { name: new RegExp(categoryName) }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  const panel = clientPage.getByRole('link', { name: new RegExp(`Panel Cleaning ${suffix}`) });
  await expect(panel.getByRole('heading', { name: `Panel Cleaning ${suffix}` })).toBeVisible();
  // The image the admin gave the service shows on its card, and it loaded.
  await expect
    .poll(() => panel.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(clientPage.getByText(`Inverter Repair ${suffix}`)).toHaveCount(0);

  // ---- and can look the provider up: name, city, services, no private details ----
  const spId = await providerPage.evaluate(() => localStorage.getItem('user_ID'));
  await clientPage.goto(`/ViewProfile/${spId}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Bilal Raza' })).toBeVisible();
  await expect(clientPage.getByText(named('Lahore')).first()).toBeVisible();
  await expect(clientPage.getByText('44 Garden Town')).toHaveCount(0);
  await clientPage.getByRole('tab', { name: t('providers.viewProfile.tabServices') }).click();
  await expect(clientPage.getByText(named('Leak Repair'))).toBeVisible();
  await clientPage.getByRole('tab', { name: t('providers.viewProfile.tabReviews') }).click();
  await expect(clientPage.getByText(t('providers.viewProfile.reviewsEmptyTitle'))).toBeVisible();
  await checkPage(clientPage, testInfo, 'view-profile');
});
