import { expect, test } from '@playwright/test';
import { acceptedRequest, bearer, clientSession, providerSession } from './support/marketplace';
import { checkPage } from './support/page-check';

test('the provider completes an order, the client rates it, and both sides add up', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Orders client ${tag}`);
  const sp = await providerSession(browser, request, 'Hina');
  await acceptedRequest(request, client, sp, `Leaking washer ${tag}`, 1500.5);
  const other = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: { description: `Second job ${tag}`, city_id: 2, address: '9 Garden Town', service_id: 1 },
  });
  expect(other.status()).toBe(200);

  // ---- the client's dashboard before ----
  const cp = client.page;
  await cp.goto('/ClientDashBoard');
  const counter = (name: string) => cp.getByRole('group', { name, exact: true });
  await expect(counter('Total')).toContainText('2');
  await expect(counter('Accepted')).toContainText('1');
  await expect(counter('Completed')).toContainText('0');
  await checkPage(cp, testInfo, 'client-dashboard');

  // ---- the provider marks it completed ----
  const pp = sp.page;
  await pp.goto('/SpHistory');
  const panel = pp.getByRole('complementary');
  await expect(panel.getByText('No ratings yet')).toBeVisible();
  await pp.getByRole('tab', { name: 'Accepted' }).click();
  await pp.getByRole('button', { name: 'Mark as Completed' }).click();
  const ask = pp.getByRole('dialog', { name: 'Mark this order as completed?' });
  await ask.getByRole('button', { name: 'Yes, it is completed' }).click();
  await expect(pp.getByText('The order was marked as completed.')).toBeVisible();
  await expect(panel).toContainText('Rs 1,500.50');

  // ---- the client's counters move without a reload; the client rates it ----
  await expect(counter('Completed')).toContainText('1');
  await expect(counter('Accepted')).toContainText('0');
  await cp.getByRole('tab', { name: 'Completed' }).click();
  await cp.getByRole('button', { name: 'Give feedback' }).click();
  const dialog = cp.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please provide all feedback details.');
  await dialog.getByRole('radio', { name: '5 stars' }).press('Space');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Fixed in twenty minutes, spotless.');
  await dialog.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(cp.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

  // ---- the provider's rating, reviews and earnings ----
  await pp.reload();
  await expect(panel.getByRole('img', { name: /Average rating 5\.0 out of 5/ })).toBeVisible();
  await pp.getByRole('tab', { name: 'My Reviews' }).click();
  await expect(pp.getByText('Fixed in twenty minutes, spotless.')).toBeVisible();
  await expect(pp.getByRole('img', { name: /Bar chart of monthly earnings/ })).toBeVisible();
  await checkPage(pp, testInfo, 'provider-history');

  // ---- the client cancels the other, pending order; it leaves the provider's feed ----
  await pp.goto('/Requests');
  await expect(pp.getByRole('article').filter({ hasText: `Second job ${tag}` })).toBeVisible();
  await cp.getByRole('tab', { name: 'Pending' }).click();
  await cp.getByRole('button', { name: 'Cancel order' }).click();
  await cp.getByRole('button', { name: 'Yes, cancel order' }).click();
  await cp.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(cp.getByRole('tabpanel')).toContainText(`Second job ${tag}`);
  await pp.reload();
  await expect(pp.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pp.getByRole('article').filter({ hasText: `Second job ${tag}` })).toHaveCount(0);
});
