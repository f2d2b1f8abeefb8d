import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { acceptedRequest, clientSession, providerSession } from './support/marketplace';
import { checkPage } from './support/page-check';

/** A 1x1 PNG: the photo the client attaches as evidence. */
const photo = {
  name: 'leak.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('a client disputes an accepted order, the provider answers, the admin settles it at an adjusted price', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Dispute client ${tag}`);
  const sp = await providerSession(browser, request, 'Kamran');
  const { requestId } = await acceptedRequest(request, client, sp, `Burst pipe ${tag}`, 1500);
  const orderHeading = `Order #${requestId}`;

  // ---- the client reports a problem with a reason and a photo ----
  const cp = client.page;
  await cp.goto('/ClientDashBoard?tab=accepted');
  const clientCard = cp.getByRole('article').filter({ hasText: orderHeading });
  await clientCard.getByRole('button', { name: 'Report a problem' }).click();
  const report = cp.getByRole('dialog', { name: /Report a problem/ });
  await report.getByRole('button', { name: 'Report problem' }).click();
  await expect(report.getByText('Reason is required.')).toBeVisible();
  await report
    .getByRole('textbox', { name: 'What went wrong?' })
    .fill('The pipe leaks again two days later.');
  await report.locator('input[type=file]').setInputFiles(photo);
  await checkPage(cp, testInfo, 'dispute-report');
  await report.getByRole('button', { name: 'Report problem' }).click();
  await expect(report).toBeHidden();
  await expect(clientCard.getByText('Disputed', { exact: true })).toBeVisible();
  await expect(clientCard).toContainText('The pipe leaks again two days later.');
  await expect(clientCard.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);

  // ---- the provider sees it disputed and adds a statement ----
  const pp = sp.page;
  await pp.goto('/SpHistory');
  const spCard = pp.getByRole('article').filter({ hasText: orderHeading });
  await expect(spCard.getByText('Disputed', { exact: true })).toBeVisible();
  await expect(spCard).toContainText('The pipe leaks again two days later.');
  await spCard
    .getByRole('textbox', { name: 'Your statement' })
    .fill('The new leak is at a joint I was not asked to touch.');
  await spCard.getByRole('button', { name: 'Add statement' }).click();
  await expect(spCard).toContainText('The new leak is at a joint I was not asked to touch.');
  await expect(spCard.getByRole('textbox', { name: 'Your statement' })).toHaveValue('');
  await checkPage(pp, testInfo, 'dispute-provider');

  // ---- the client sees the provider's statement without a reload ----
  await expect(clientCard).toContainText('The new leak is at a joint I was not asked to touch.');

  // ---- the admin reads the case and settles it at an adjusted price ----
  const ap = await (await browser.newContext()).newPage();
  await signInAsAdmin(ap);
  await ap.goto('/admin/dashboard?tab=disputes');
  const row = ap.getByRole('article').filter({ hasText: `Order #${requestId} ·` });
  await expect(row).toContainText(`Dispute client ${tag}`);
  await expect(row).toContainText('Rs 1,500.00');
  await expect(row).toContainText('The pipe leaks again two days later.');
  await checkPage(ap, testInfo, 'admin-disputes');
  await row.getByRole('button', { name: /Open the dispute on order/ }).click();

  await expect(ap.getByRole('heading', { name: `on order #${requestId}` })).toBeVisible();
  const offers = ap.getByRole('list', { name: 'Offers in the chat, oldest first' });
  await expect(offers.getByRole('listitem')).toHaveCount(1);
  await expect(offers.getByRole('listitem').first()).toContainText('Rs 1,500.00');
  await expect(offers.getByRole('listitem').first()).toContainText('Accepted');
  const statements = ap.getByRole('region', { name: 'Reason and statements' });
  await expect(statements).toContainText('The pipe leaks again two days later.');
  await expect(statements).toContainText('The new leak is at a joint I was not asked to touch.');
  await statements.getByRole('button', { name: 'View evidence' }).click();
  const evidence = ap.getByRole('dialog', { name: /Evidence for/ });
  await expect(evidence.getByRole('img', { name: /Evidence for/ })).toBeVisible();
  await evidence.getByRole('button', { name: 'Close' }).last().click();
  await expect(evidence).toBeHidden();

  await ap.getByRole('radio', { name: 'Completed at an adjusted price' }).check();
  const price = ap.getByRole('textbox', { name: 'Adjusted price' });
  await price.fill('12.345');
  await ap.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(ap.getByText('Please enter a valid price.')).toBeVisible();
  await expect(ap.getByText('Note is required.')).toBeVisible();
  await price.fill('1200');
  await ap
    .getByRole('textbox', { name: 'Note to both parties' })
    .fill('The joint was outside the job; the first repair held. Settled at 1200.');
  await checkPage(ap, testInfo, 'admin-dispute-detail');
  await ap.getByRole('button', { name: 'Resolve dispute' }).click();
  const confirm = ap.getByRole('dialog', { name: /Resolve dispute #/ });
  await expect(confirm).toContainText('complete the order at Rs 1,200.00');
  await confirm.getByRole('button', { name: 'Yes, resolve' }).click();
  await expect(ap.getByText('Resolved: Completed at an adjusted price')).toBeVisible();
  await expect(ap.getByRole('button', { name: 'Resolve dispute' })).toHaveCount(0);

  // ---- both parties see the resolution and the order completed at the new price ----
  for (const [page, card] of [
    [cp, clientCard],
    [pp, spCard],
  ] as const) {
    await page.reload();
    await page.getByRole('tab', { name: /Completed/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText(orderHeading);
    await expect(card.getByText('Disputed', { exact: true })).toHaveCount(0);
    await expect(card).toContainText('Rs 1,200.00');
    await expect(card).toContainText('Resolved: Completed at an adjusted price');
    await expect(card).toContainText('The joint was outside the job');
    await expect(card.getByRole('textbox', { name: 'Your statement' })).toHaveCount(0);
  }
  await checkPage(cp, testInfo, 'dispute-resolved-client');
});
