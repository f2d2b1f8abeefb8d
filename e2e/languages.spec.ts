import { LANGUAGE_NAMES } from '../locales/languages';
import { textOf } from '../server/lib/i18n';
import { createUnsubscribeTokens } from '../server/modules/email-notifications/unsubscribe-token';
import { createClient, signInAs } from './support/accounts';
import { e2eJwtSecret } from './support/e2e-env';
import { t } from './support/i18n';
import { bearer } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

const html = (page: Page) => page.locator('html');

async function expectLanguage(page: Page, lang: 'en' | 'ur') {
  await expect(html(page)).toHaveAttribute('lang', lang);
  await expect(html(page)).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
  await expect(
    page.getByRole('heading', { name: textOf(lang, 'publicSite.home.howTitle') }),
  ).toBeVisible();
}

test.describe('a browser that asks for English', () => {
  test.use({ locale: 'en-US' });

  test('the header switch turns the app into Urdu, right to left, and back; the choice is kept', async ({
    page,
  }) => {
    await page.goto('/');
    await expectLanguage(page, 'en');

    await page
      .getByRole('button', { name: textOf('en', 'common.language.switchTo', { name: 'اردو' }) })
      .click();
    await expectLanguage(page, 'ur');
    // Arabic-script letters are drawn by the shipped Naskh font, not a system fallback.
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "Noto Naskh Arabic"', 'اردو');
      }),
    ).toBe(true);

    await page.reload();
    await expectLanguage(page, 'ur');

    await page
      .getByRole('button', {
        name: textOf('ur', 'common.language.switchTo', { name: LANGUAGE_NAMES.en }),
      })
      .click();
    await expectLanguage(page, 'en');
    await page.reload();
    await expectLanguage(page, 'en');
  });
});

test.describe('the admin login, a page without the site header, in English', () => {
  test.use({ locale: 'en-US' });

  test('has the language switch too', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page
      .getByRole('button', { name: textOf('en', 'common.language.switchTo', { name: 'اردو' }) })
      .click();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('button', { name: textOf('ur', 'auth.adminLogin.submit') }),
    ).toBeVisible();
  });
});

test.describe('a browser that asks for Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('opens the app in Urdu, right to left, without a choice made', async ({ page }) => {
    await page.goto('/');
    await expectLanguage(page, 'ur');
  });
});

test('account settings keep the email choices and save the language on the account', async ({
  page,
  request,
}, testInfo) => {
  // The settings page holds every group on every channel: its accessibility scan takes longer.
  test.slow();
  const account = await createClient(request, 'Sana Iqbal');
  await signInAs(page, account);
  await page.goto('/account/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: t('notifications.settings.title') }),
  ).toBeVisible();

  const byEmail = (group: 'messages' | 'orders') =>
    page.getByRole('checkbox', {
      name: t('notifications.alerts.switchLabel', {
        group: t(`notifications.settings.groups.${group}`),
        channel: t('notifications.alerts.channels.email'),
      }),
    });
  const messages = byEmail('messages');
  await expect(messages).toBeChecked();
  await messages.click();
  await expect(page.getByText(t('notifications.settings.saved'), { exact: true })).toBeVisible();
  await page.reload();
  await expect(messages).not.toBeChecked();
  await expect(byEmail('orders')).toBeChecked();
  await checkPage(page, testInfo, 'account-settings');

  // Choosing the other language here turns the page and is saved on the account.
  const other = (await html(page).getAttribute('lang')) === 'ur' ? 'en' : 'ur';
  await page
    .getByRole('radiogroup', { name: t('common.language.label') })
    .getByText(LANGUAGE_NAMES[other], { exact: true })
    .click();
  await expect(html(page)).toHaveAttribute('lang', other);
  await expect(
    page.getByRole('heading', { level: 1, name: textOf(other, 'notifications.settings.title') }),
  ).toBeVisible();
  await expect
    .poll(async () => (await (await request.post('/api/login', { data: account })).json()).language)
    .toBe(other);
});

test('an email’s unsubscribe link stops that email without logging in', async ({
  browser,
  request,
}, testInfo) => {
  const account = await createClient(request, 'Hamza Ali');
  const login = await (await request.post('/api/login', { data: account })).json();
  const tokens = createUnsubscribeTokens(new TextEncoder().encode(e2eJwtSecret));
  const link = `/unsubscribe?token=${encodeURIComponent(await tokens.sign(login.user_ID, 'offers'))}`;

  const page = await (await browser.newContext()).newPage(); // nobody signed in
  await page.goto(link);
  const group = t('email.groups.offers');
  await expect(page.getByText(t('email.unsubscribe.question', { group }))).toBeVisible();
  await checkPage(page, testInfo, 'unsubscribe');
  await page.getByRole('button', { name: t('email.unsubscribe.confirm') }).click();
  await expect(page.getByText(t('email.unsubscribe.done', { group }))).toBeVisible();

  const settings = await request.get('/api/account/notification-settings', {
    headers: bearer(login.token),
  });
  expect(await settings.json()).toMatchObject({ offers: false, messages: true });

  // Opened again, the link says so; a forged or damaged one is refused.
  await page.goto(link);
  await expect(page.getByText(t('email.unsubscribe.alreadyOff', { group }))).toBeVisible();
  await page.goto(`${link}x`);
  await expect(page.getByText(t('email.unsubscribe.invalid'))).toBeVisible();
});
