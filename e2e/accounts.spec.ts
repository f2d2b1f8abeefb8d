import {
  createClient,
  createProvider,
  expectLoginPage,
  PASSWORD,
  resetLinkFor,
  signInAs,
  uniqueEmail,
} from './support/accounts';
import { e2eAdmin } from './support/e2e-env';
import { named, t } from './support/i18n';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, name: string) =>
  page.getByLabel(name, { exact: false }).and(page.locator('input[type=password]'));
const alert = (page: Page) => page.getByRole('alert');

/** A complete, valid provider registration form, ready to submit. */
async function fillProviderForm(page: Page, email: string) {
  await page.goto('/SP');
  await field(page, t('auth.fields.firstName')).fill('Imran');
  await field(page, t('auth.fields.lastName')).fill('Ali');
  await field(page, t('auth.fields.email')).fill(email);
  await password(page, t('auth.fields.password')).fill(PASSWORD);
  await field(page, t('auth.fields.phone')).fill('03111234567');
  await field(page, t('auth.fields.address')).fill('5 Jinnah Avenue');
  await page.getByPlaceholder(t('auth.fields.selectCity')).click();
  await page.getByRole('option', { name: named('Lahore') }).click();
  await page.getByLabel(t('auth.fields.dob')).fill('1988-07-01');
  await page.getByRole('radio', { name: t('auth.fields.female'), exact: true }).check();
  await page.getByLabel(t('auth.providerSignup.terms')).check();
}

async function openMainNav(page: Page) {
  const burger = page.getByRole('button', { name: t('common.nav.openMenu') });
  if (await burger.isVisible()) await burger.click();
  return page.getByRole('navigation', { name: t('common.nav.main') });
}

test('a client signs up through the role choice, with every failure on the way', async ({
  page,
}, testInfo) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: t('auth.roleChoice.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('auth.roleChoice.submit') })).toHaveCount(0);
  await checkPage(page, testInfo, 'role-choice');
  await page.getByText(t('auth.roleChoice.clientLabel')).click();
  await page.getByRole('button', { name: t('auth.roleChoice.submit') }).click();
  await expect(page).toHaveURL(/\/Client$/);

  const email = uniqueEmail('signup');
  await field(page, t('auth.fields.name')).fill('Sana Malik');
  await field(page, t('auth.fields.email')).fill(email);
  await password(page, t('auth.fields.password')).first().fill(PASSWORD);
  await password(page, t('auth.fields.repeatPassword')).fill('something else');
  await page.getByRole('button', { name: t('auth.clientSignup.submit') }).click();
  await expect(page.getByText(t('auth.validation.passwordsDoNotMatchSignup'))).toBeVisible();
  await password(page, t('auth.fields.repeatPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth.clientSignup.submit') }).click();
  await expect(page.getByText(t('auth.validation.clientTermsRequired'))).toBeVisible();
  await checkPage(page, testInfo, 'client-signup');
  await page.getByLabel(t('auth.clientSignup.terms')).check();
  await page.getByRole('button', { name: t('auth.clientSignup.submit') }).click();
  await expect(page.getByText(t('auth.messages.accountCreated'))).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);

  await page.goto('/Client');
  await field(page, t('auth.fields.name')).fill('Sana Again');
  await field(page, t('auth.fields.email')).fill(email);
  await password(page, t('auth.fields.password')).first().fill(PASSWORD);
  await password(page, t('auth.fields.repeatPassword')).fill(PASSWORD);
  await page.getByLabel(t('auth.clientSignup.terms')).check();
  await page.getByRole('button', { name: t('auth.clientSignup.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.emailAlreadyRegistered'));
});

test('a provider registers, is told what is wrong, and lands on preferences at first login', async ({
  page,
}, testInfo) => {
  await page.goto('/SP');
  await expect(page.getByRole('heading', { name: t('auth.providerSignup.title') })).toBeVisible();
  const email = uniqueEmail('provider');
  await field(page, t('auth.fields.firstName')).fill('Imran');
  await field(page, t('auth.fields.lastName')).fill('Ali');
  await field(page, t('auth.fields.email')).fill('imran@nowhere');
  await password(page, t('auth.fields.password')).fill(PASSWORD);
  await field(page, t('auth.fields.phone')).fill('0300 CALL');
  await field(page, t('auth.fields.address')).fill('5 Jinnah Avenue');
  await page.getByPlaceholder(t('auth.fields.selectCity')).click();
  await page.getByRole('option', { name: named('Islamabad') }).click();
  await page.getByLabel(t('auth.fields.dob')).fill('2999-01-01');
  await page.getByRole('radio', { name: t('auth.fields.male'), exact: true }).check();
  await page.getByRole('button', { name: t('auth.providerSignup.submit') }).click();
  await expect(page.getByText(t('auth.validation.invalidEmail'))).toBeVisible();
  await expect(page.getByText(t('auth.validation.phoneDigitsOnly'))).toBeVisible();
  await expect(page.getByText(t('auth.validation.dobInFuture'))).toBeVisible();
  await expect(page.getByText(t('auth.validation.providerTermsRequired'))).toBeVisible();
  await checkPage(page, testInfo, 'provider-registration');

  await field(page, t('auth.fields.email')).fill(email);
  await field(page, t('auth.fields.phone')).fill('03111234567');
  await page.getByLabel(t('auth.fields.dob')).fill('1988-07-01');
  await page.getByLabel(t('auth.providerSignup.terms')).check();
  await page.getByRole('button', { name: t('auth.providerSignup.submit') }).click();
  await expectLoginPage(page);

  await field(page, t('auth.fields.email')).fill(email);
  await password(page, t('auth.fields.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/ServiceProviderForm$/);
  await expect(page.getByRole('heading', { name: t('providers.preferences.title') })).toBeVisible();
  const nav = await openMainNav(page);
  for (const link of [
    t('common.nav.requests'),
    t('common.nav.history'),
    t('common.nav.profile'),
    t('common.nav.messages'),
    t('common.nav.billing'),
  ]) {
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  }
});

test('login says what went wrong, and a client lands on categories; logout really ends it', async ({
  page,
  request,
}, testInfo) => {
  const client = await createClient(request);
  await page.goto('/Login');
  await checkPage(page, testInfo, 'login');
  await field(page, t('auth.fields.email')).fill(uniqueEmail('nobody'));
  await password(page, t('auth.fields.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.signupFirst'));

  await field(page, t('auth.fields.email')).fill(client.email);
  await password(page, t('auth.fields.password')).fill('not the password');
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.invalidPassword'));

  await password(page, t('auth.fields.password')).fill(client.password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/Categories$/);
  await expect(
    page.getByRole('link', { name: new RegExp(named('Plumbing Services')) }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('usertype'))).toBe('clients');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const nav = await openMainNav(page);
  for (const link of [
    t('common.nav.about'),
    t('common.nav.clientDashboard'),
    t('common.nav.categories'),
    t('common.nav.messages'),
  ]) {
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  }
  if (testInfo.project.name === 'desktop') {
    // The client's nine entries stay on the bar's one line, within the 64 px header.
    const bar = await nav.boundingBox();
    expect(bar?.height).toBeLessThan(64);
  }
  await nav.getByRole('button', { name: t('common.nav.logout') }).click();
  await expect(page).toHaveURL(/\/Login$/);
  // The server ended the session too: the old token is refused.
  await expect
    .poll(async () =>
      (
        await request.get('/api/verify-client', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user_ID'),
      localStorage.getItem('usertype'),
    ]),
  ).toEqual([null, null, null]);
  await page.goto('/Categories');
  await expect(page).toHaveURL(/\/Login$/);
});

test('guards send visitors, the wrong role and a bad token to /Login', async ({
  page,
  request,
}) => {
  await page.goto('/Categories/1');
  await expect(page).toHaveURL(/\/Login$/);

  await signInAs(page, await createProvider(request));
  await page.goto('/Categories');
  await expect(page).toHaveURL(/\/Login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a forgotten password is reset through the emailed link', async ({
  page,
  request,
}, testInfo) => {
  const client = await createClient(request);
  await page.goto('/Login');
  await page.getByRole('link', { name: t('auth.login.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await field(page, t('auth.fields.email')).fill(uniqueEmail('ghost'));
  await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.emailNotExists'));
  await field(page, t('auth.fields.email')).fill(client.email);
  await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
  await expect(page.getByText(t('auth.messages.resetLinkSent'))).toBeVisible();
  await checkPage(page, testInfo, 'forgot-password');

  const link = await resetLinkFor(client.email);
  await page.goto(link);
  await expect(page.getByRole('navigation', { name: t('common.nav.main') })).toHaveCount(0);
  await password(page, t('auth.fields.newPassword')).fill('my new password');
  await password(page, t('auth.fields.confirmPassword')).fill('not the same');
  await page.getByRole('button', { name: t('auth.resetPassword.submit') }).click();
  await expect(
    page.getByText(t('auth.validation.resetPasswordsDoNotMatch'), { exact: true }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'reset-password');
  await password(page, t('auth.fields.confirmPassword')).fill('my new password');
  await page.getByRole('button', { name: t('auth.resetPassword.submit') }).click();
  await expect(page.getByText(t('auth.messages.passwordResetDone'))).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);

  const login = await request.post('/api/login', {
    data: { email: client.email, password: 'my new password' },
  });
  expect(login.status()).toBe(200);

  // The same link a second time: it says at once that it was used, with no form to fill in
  // first, and offers a resend that works.
  await page.goto(link);
  await expect(page.getByText(t('auth.messages.tokenExpiredAsk'))).toBeVisible();
  await expect(password(page, t('auth.fields.newPassword'))).toHaveCount(0);
  await checkPage(page, testInfo, 'reset-link-used');
  await page.getByRole('button', { name: t('auth.resetPassword.resend') }).click();
  await expect(page.getByText(t('auth.messages.resetLinkResent'))).toBeVisible();
  expect(await resetLinkFor(client.email, link)).not.toBe(link);
});

test('the admin logs in, sees the dashboard and logs out', async ({ page }, testInfo) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await field(page, t('auth.fields.username')).fill(e2eAdmin.username);
  await password(page, t('auth.fields.password')).fill('wrong password');
  await page.getByRole('button', { name: t('auth.adminLogin.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.adminInvalidCredentials'));
  await checkPage(page, testInfo, 'admin-login');
  await password(page, t('auth.fields.password')).fill(e2eAdmin.password);
  await page.getByRole('button', { name: t('auth.adminLogin.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: t('admin.dashboard.title') })).toBeVisible();
  await checkPage(page, testInfo, 'admin-dashboard');
  await page.getByRole('button', { name: t('admin.dashboard.logout') }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('when the server cannot be reached or fails, each form says so in its own words', async ({
  page,
}) => {
  const fail = (path: string, how: 'abort' | 500) =>
    page.route(`**/api/${path}`, (route) =>
      how === 'abort'
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }),
    );

  await fail('login', 'abort');
  await page.goto('/Login');
  await field(page, t('auth.fields.email')).fill('someone@example.com');
  await password(page, t('auth.fields.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.loginFailed'));

  await fail('forgotpassword', 500);
  await page.goto('/forgotpassword');
  await field(page, t('auth.fields.email')).fill('someone@example.com');
  await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.resetLinkIssue'));
  await page.unroute('**/api/forgotpassword');
  await fail('forgotpassword', 'abort');
  await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.resetLinkError'));

  await fail('resetpassword', 500);
  // The page's check of its link fails too: the form still shows (submitting checks again).
  await fail('resetpassword/check', 500);
  await page.goto('/resetpassword?token=abc&type=clients&user_id=1');
  await password(page, t('auth.fields.newPassword')).fill('my new password');
  await password(page, t('auth.fields.confirmPassword')).fill('my new password');
  await page.getByRole('button', { name: t('auth.resetPassword.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.resetError'));

  await fail('LoginAdmin', 'abort');
  await page.goto('/admin/login');
  await field(page, t('auth.fields.username')).fill('someone');
  await password(page, t('auth.fields.password')).fill('whatever it is');
  await page.getByRole('button', { name: t('auth.adminLogin.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.adminLoginError'));

  await fail('register/sp', 'abort');
  await fillProviderForm(page, uniqueEmail('offline'));
  await page.getByRole('button', { name: t('auth.providerSignup.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.providerNetworkFailure'));
});

test('a provider registering with a taken email is told so', async ({ page, request }) => {
  const taken = (await createClient(request)).email;
  await fillProviderForm(page, taken);
  await page.getByRole('button', { name: t('auth.providerSignup.submit') }).click();
  await expect(alert(page)).toContainText(t('auth.messages.emailAlreadyRegistered'));
});

test('a client cannot open provider pages', async ({ page, request }) => {
  await signInAs(page, await createClient(request));
  await page.goto('/SpProfile');
  await expect(page).toHaveURL(/\/Login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
