import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createProvider, signInAs, uniqueEmail } from './support/accounts';
import { e2eDataDir } from './support/e2e-env';
import { checkPage } from './support/page-check';

const currentPassword = (page: Page) =>
  page.getByLabel('Current password').and(page.locator('input[type=password]'));

/** The confirmation link mailed to `email`, read from the server's outbox (.eml files). */
async function confirmLinkFor(email: string): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      for (const file of files) {
        const raw = fs
          .readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        if (!raw.includes(`To: ${email}`)) continue;
        link = /https?:\/\/\S+\/confirm-email\?[^\s"<]+/.exec(raw)?.[0].replace(/&amp;/g, '&');
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return new URL(link as string).pathname + new URL(link as string).search;
}

test('a provider changes the login email: current password, then the link sent to the new address', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two password checks, a mailbox and accessibility scans on every page: a long journey.
  test.setTimeout(90_000);
  const account = await createProvider(request);
  const newEmail = uniqueEmail('moved');
  await signInAs(page, account);
  await page.goto('/SpProfile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  // The password is asked for only once the email differs.
  await expect(currentPassword(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  await expect(currentPassword(page)).toBeVisible();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Enter your current password to change your email.')).toBeVisible();

  await currentPassword(page).fill('not my password');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('That is not your current password.')).toBeVisible();
  await expect(currentPassword(page)).toBeFocused();

  await currentPassword(page).fill(account.password);
  await page.getByRole('button', { name: /^Save/ }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Check your new inbox' });
  await expect(notice).toContainText(newEmail);
  await expect(notice).toContainText(account.email);
  await checkPage(page, testInfo, 'profile-email-pending');

  // The link is opened from the mailbox, signed in or not.
  const link = await confirmLinkFor(newEmail);
  const mailbox = await (await browser.newContext()).newPage();
  await mailbox.goto(link);
  await expect(mailbox.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await checkPage(mailbox, testInfo, 'confirm-email');
  await mailbox.getByRole('button', { name: 'Confirm email' }).click();
  await expect(mailbox.getByRole('heading', { name: 'Email changed' })).toBeVisible();
  await expect(mailbox.getByRole('status').filter({ hasText: newEmail })).toBeVisible();

  // Used once only.
  await mailbox.goto(link);
  await mailbox.getByRole('button', { name: 'Confirm email' }).click();
  await expect(mailbox.getByRole('alert')).toContainText(
    'This confirmation link is invalid, already used or expired.',
  );
  await expect(mailbox.getByRole('button', { name: 'Confirm email' })).toHaveCount(0);

  // The new address signs in.
  await mailbox.getByRole('link', { name: 'Go to login' }).click();
  await mailbox.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  await mailbox.locator('input[type=password]').fill(account.password);
  await mailbox.getByRole('button', { name: 'Sign in' }).click();
  await expect(mailbox).toHaveURL(/\/SpProfile/);
  await expect(mailbox.getByText(newEmail)).toBeVisible();
});
