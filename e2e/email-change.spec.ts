import { createProvider, linkMailedTo, signInAs, uniqueEmail } from './support/accounts';
import { t } from './support/i18n';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

const currentPassword = (page: Page) =>
  page
    .getByLabel(t('providers.editProfile.currentPassword'))
    .and(page.locator('input[type=password]'));

/** The confirmation link mailed to `email` (path and query), in whatever language the mail is. */
async function confirmLinkFor(email: string): Promise<string> {
  const link = new URL(await linkMailedTo(email, /https?:\/\/\S+\/confirm-email\?[^\s"<]+/));
  return link.pathname + link.search;
}

test('a provider changes the login email: current password, then the link sent to the new address', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two password checks, a mailbox and accessibility scans on every page: a long journey.
  test.slow();
  const account = await createProvider(request);
  const newEmail = uniqueEmail('moved');
  await signInAs(page, account);
  await page.goto('/SpProfile');
  await page.getByRole('button', { name: t('providers.profile.edit') }).click();

  // The password is asked for only once the email differs.
  await expect(currentPassword(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: t('auth.fields.email'), exact: true }).fill(newEmail);
  await expect(currentPassword(page)).toBeVisible();
  await page.getByRole('button', { name: t('providers.editProfile.save') }).click();
  await expect(page.getByText(t('auth.emailChange.passwordNeeded'))).toBeVisible();

  await currentPassword(page).fill('not my password');
  await page.getByRole('button', { name: t('providers.editProfile.save') }).click();
  await expect(page.getByText(t('auth.emailChange.passwordWrong'))).toBeVisible();
  await expect(currentPassword(page)).toBeFocused();

  await currentPassword(page).fill(account.password);
  await page.getByRole('button', { name: t('providers.editProfile.save') }).click();
  const notice = page.getByRole('status').filter({ hasText: t('providers.profile.checkInbox') });
  await expect(notice).toContainText(newEmail);
  await expect(notice).toContainText(account.email);
  await checkPage(page, testInfo, 'profile-email-pending');

  // The link is opened from the mailbox, signed in or not.
  const link = await confirmLinkFor(newEmail);
  const mailbox = await (await browser.newContext()).newPage();
  await mailbox.goto(link);
  await expect(
    mailbox.getByRole('heading', { name: t('providers.confirmEmail.title') }),
  ).toBeVisible();
  await checkPage(mailbox, testInfo, 'confirm-email');
  await mailbox.getByRole('button', { name: t('providers.confirmEmail.confirm') }).click();
  await expect(
    mailbox.getByRole('heading', { name: t('providers.confirmEmail.changedTitle') }),
  ).toBeVisible();
  await expect(mailbox.getByRole('status').filter({ hasText: newEmail })).toBeVisible();

  // Used once only.
  await mailbox.goto(link);
  await mailbox.getByRole('button', { name: t('providers.confirmEmail.confirm') }).click();
  await expect(mailbox.getByRole('alert')).toContainText(t('auth.emailChange.linkInvalid'));
  await expect(
    mailbox.getByRole('button', { name: t('providers.confirmEmail.confirm') }),
  ).toHaveCount(0);

  // The new address signs in.
  await mailbox.getByRole('link', { name: t('providers.confirmEmail.toLogin') }).click();
  await mailbox.getByRole('textbox', { name: t('auth.fields.email'), exact: true }).fill(newEmail);
  await mailbox.locator('input[type=password]').fill(account.password);
  await mailbox.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(mailbox).toHaveURL(/\/SpProfile/);
  await expect(mailbox.getByText(newEmail)).toBeVisible();
});
