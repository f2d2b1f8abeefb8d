import { createClient, loginCodeFor } from './support/accounts';
import { t } from './support/i18n';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test('strangers brake an account; its owner on a new device signs in with an emailed code', async ({
  page,
  request,
}, testInfo) => {
  const owner = await createClient(request);
  // Strangers at 25 addresses guess its password: the account stops taking unknown devices.
  const guesses = Array.from({ length: 25 }, (_, i) =>
    request.post('/api/login', {
      headers: { 'x-forwarded-for': `10.77.${i}.${testInfo.workerIndex + 1}` },
      data: { email: owner.email, password: `guess-${i}` },
    }),
  );
  const answers = await Promise.all(guesses);
  expect(answers.filter((res) => res.status() === 429).length).toBeGreaterThan(0);

  // The owner, in a browser that never signed in here, with the right password.
  await page.goto('/Login');
  await page.getByRole('textbox', { name: t('auth.fields.email') }).fill(owner.email);
  await page.locator('input[type=password]').fill(owner.password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(t('auth.errors.accountBraked'));
  await page.getByRole('button', { name: t('auth.loginCode.send') }).click();
  await expect(
    page.getByText(t('auth.loginCode.sentEmail', { minutes: 10 }), { exact: true }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'login-code');

  const code = await loginCodeFor(owner.email);
  await page.getByRole('textbox', { name: t('auth.loginCode.field') }).fill(code);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/Categories$/);
});
