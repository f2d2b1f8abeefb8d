import { expect, test } from '@playwright/test';
import { createClient } from './support/accounts';

test('offline, a bar says so and signing in says so at once instead of spinning', async ({
  page,
  context,
  request,
}) => {
  const client = await createClient(request);
  await page.goto('/Login');
  await page.getByLabel('Email').fill(client.email);
  await page.locator('input[type=password]').fill(client.password);
  await context.setOffline(true);
  const bar = page.getByRole('status').getByText(/^You are offline\./);
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You are offline. Check your connection and try again.',
    { timeout: 2_000 },
  );
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();

  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/Categories$/);
});
