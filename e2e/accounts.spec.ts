import { expect, type Page, test } from '@playwright/test';
import {
  createClient,
  createProvider,
  PASSWORD,
  resetLinkFor,
  signInAs,
  uniqueEmail,
} from './support/accounts';
import { e2eAdmin } from './support/e2e-env';
import { checkPage } from './support/page-check';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, name: string) =>
  page.getByLabel(name, { exact: false }).and(page.locator('input[type=password]'));
const alert = (page: Page) => page.getByRole('alert');

/** A complete, valid provider registration form, ready to submit. */
async function fillProviderForm(page: Page, email: string) {
  await page.goto('/SP');
  await field(page, 'First name').fill('Imran');
  await field(page, 'Last name').fill('Ali');
  await field(page, 'Email').fill(email);
  await password(page, 'Password').fill(PASSWORD);
  await field(page, 'Phone').fill('03111234567');
  await field(page, 'Address').fill('5 Jinnah Avenue');
  await page.getByPlaceholder('Select City').click();
  await page.getByRole('option', { name: 'Lahore' }).click();
  await page.getByLabel('Date of birth').fill('1988-07-01');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByLabel('I agree to the terms and conditions').check();
}

async function openMainNav(page: Page) {
  const burger = page.getByRole('button', { name: 'Open menu' });
  if (await burger.isVisible()) await burger.click();
  return page.getByRole('navigation', { name: 'Main' });
}

test('a client signs up through the role choice, with every failure on the way', async ({
  page,
}, testInfo) => {
  await page.goto('/register');
  await expect(
    page.getByRole('heading', { name: 'Join as a Client or Service Provider' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await checkPage(page, testInfo, 'role-choice');
  await page.getByText("I'm a client, hiring for a project").click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/Client$/);

  const email = uniqueEmail('signup');
  await field(page, 'Name').fill('Sana Malik');
  await field(page, 'Email').fill(email);
  await password(page, 'Password').first().fill(PASSWORD);
  await password(page, 'Repeat password').fill('something else');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match. Please check and try again.')).toBeVisible();
  await password(page, 'Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You must agree to the terms of service.')).toBeVisible();
  await checkPage(page, testInfo, 'client-signup');
  await page.getByLabel('I agree to the terms of service').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);

  await page.goto('/Client');
  await field(page, 'Name').fill('Sana Again');
  await field(page, 'Email').fill(email);
  await password(page, 'Password').first().fill(PASSWORD);
  await password(page, 'Repeat password').fill(PASSWORD);
  await page.getByLabel('I agree to the terms of service').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(alert(page)).toContainText(
    'The email address is already registered. Please use a different email.',
  );
});

test('a provider registers, is told what is wrong, and lands on preferences at first login', async ({
  page,
}, testInfo) => {
  await page.goto('/SP');
  await expect(page.getByRole('heading', { name: 'Service Provider Registration' })).toBeVisible();
  const email = uniqueEmail('provider');
  await field(page, 'First name').fill('Imran');
  await field(page, 'Last name').fill('Ali');
  await field(page, 'Email').fill('imran@nowhere');
  await password(page, 'Password').fill(PASSWORD);
  await field(page, 'Phone').fill('0300 CALL');
  await field(page, 'Address').fill('5 Jinnah Avenue');
  await page.getByPlaceholder('Select City').click();
  await page.getByRole('option', { name: 'Islamabad' }).click();
  await page.getByLabel('Date of birth').fill('2999-01-01');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Please enter a valid email address (e.g., name@example.com).'),
  ).toBeVisible();
  await expect(page.getByText('Phone number must contain only digits.')).toBeVisible();
  await expect(page.getByText('Date of Birth cannot be in the future.')).toBeVisible();
  await expect(page.getByText('You must agree to the terms and conditions.')).toBeVisible();
  await checkPage(page, testInfo, 'provider-registration');

  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('03111234567');
  await page.getByLabel('Date of birth').fill('1988-07-01');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/Login$/);

  await field(page, 'Email').fill(email);
  await password(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ServiceProviderForm$/);
  await expect(page.getByRole('heading', { name: 'Choose the services you offer' })).toBeVisible();
  const nav = await openMainNav(page);
  for (const link of ['Requests', 'History', 'Profile', 'Messages', 'Billing']) {
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
  await field(page, 'Email').fill(uniqueEmail('nobody'));
  await password(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert(page)).toContainText('Signup First');

  await field(page, 'Email').fill(client.email);
  await password(page, 'Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert(page)).toContainText('Invalid Password!');

  await password(page, 'Password').fill(client.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/Categories$/);
  await expect(page.getByRole('link', { name: /Plumbing Services/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('usertype'))).toBe('clients');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const nav = await openMainNav(page);
  for (const link of ['About', 'ClientDashboard', 'Categories', 'Messages']) {
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'Logout' }).click();
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
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await field(page, 'Email').fill(uniqueEmail('ghost'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(alert(page)).toContainText('Email not exists.');
  await field(page, 'Email').fill(client.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link has been sent to your email.')).toBeVisible();
  await checkPage(page, testInfo, 'forgot-password');

  const link = await resetLinkFor(client.email);
  await page.goto(link);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await password(page, 'New password').fill('my new password');
  await password(page, 'Confirm password').fill('not the same');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await checkPage(page, testInfo, 'reset-password');
  await password(page, 'Confirm password').fill('my new password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);

  const login = await request.post('/api/login', {
    data: { email: client.email, password: 'my new password' },
  });
  expect(login.status()).toBe(200);

  // The same link a second time: expired, with a resend that works.
  await page.goto(link);
  await password(page, 'New password').fill('third password');
  await password(page, 'Confirm password').fill('third password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Token is invalid or has expired. Do you want to resend the link?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resend Password Reset Link' }).click();
  await expect(page.getByText('Password reset link has been resent to your email.')).toBeVisible();
  expect(await resetLinkFor(client.email)).not.toBe(link);
});

test('the admin logs in, sees the dashboard and logs out', async ({ page }, testInfo) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await field(page, 'Username').fill(e2eAdmin.username);
  await password(page, 'Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(alert(page)).toContainText('Invalid credentials');
  await checkPage(page, testInfo, 'admin-login');
  await password(page, 'Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await checkPage(page, testInfo, 'admin-dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
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
  await field(page, 'Email').fill('someone@example.com');
  await password(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert(page)).toContainText('Failed to login');

  await fail('forgotpassword', 500);
  await page.goto('/forgotpassword');
  await field(page, 'Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(alert(page)).toContainText('There was an issue sending the password reset link.');
  await page.unroute('**/api/forgotpassword');
  await fail('forgotpassword', 'abort');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(alert(page)).toContainText(
    'An error occurred while sending the password reset link.',
  );

  await fail('resetpassword', 500);
  await page.goto('/resetpassword?token=abc&type=clients&user_id=1');
  await password(page, 'New password').fill('my new password');
  await password(page, 'Confirm password').fill('my new password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(alert(page)).toContainText('An error occurred while resetting the password.');

  await fail('LoginAdmin', 'abort');
  await page.goto('/admin/login');
  await field(page, 'Username').fill('someone');
  await password(page, 'Password').fill('whatever it is');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(alert(page)).toContainText('An error occurred during login.');

  await fail('register/sp', 'abort');
  await fillProviderForm(page, uniqueEmail('offline'));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(alert(page)).toContainText('Make sure to fill all details.');
});

test('a provider registering with a taken email is told so', async ({ page, request }) => {
  const taken = (await createClient(request)).email;
  await fillProviderForm(page, taken);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(alert(page)).toContainText(
    'The email address is already registered. Please use a different email.',
  );
});

test('a client cannot open provider pages', async ({ page, request }) => {
  await signInAs(page, await createClient(request));
  await page.goto('/SpProfile');
  await expect(page).toHaveURL(/\/Login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
