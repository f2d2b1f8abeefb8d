import { createClient } from './support/accounts';
import { t } from './support/i18n';
import { expect, test } from './support/test';

test('offline, a bar says so and signing in says so at once instead of spinning', async ({
  page,
  context,
  request,
}) => {
  const client = await createClient(request);
  const signIn = page.getByRole('button', { name: t('auth.login.submit') });
  await page.goto('/Login');
  await page.getByLabel(t('auth.fields.email')).fill(client.email);
  await page.locator('input[type=password]').fill(client.password);
  await context.setOffline(true);
  const bar = page.getByRole('status').getByText(t('common.connection.offline'), { exact: true });
  await expect(bar).toBeVisible();
  await signIn.click();
  await expect(page.getByRole('alert')).toHaveText(t('common.network.offline'), {
    timeout: 2_000,
  });
  await expect(signIn).toBeEnabled();

  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  await signIn.click();
  await expect(page).toHaveURL(/\/Categories$/);
});
