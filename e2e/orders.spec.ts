import { t } from './support/i18n';
import {
  acceptedRequest,
  bearer,
  clientSession,
  providerSession,
  tLike,
} from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test('the provider completes an order, the client rates it, and both sides add up', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
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
  const total = t('orders.dashboard.total');
  const accepted = t('orders.status.accepted');
  const completed = t('orders.status.completed');
  await expect(counter(total)).toContainText('2');
  await expect(counter(accepted)).toContainText('1');
  await expect(counter(completed)).toContainText('0');
  await checkPage(cp, testInfo, 'client-dashboard');

  // ---- the provider marks it completed ----
  const pp = sp.page;
  await pp.goto('/SpHistory');
  const panel = pp.getByRole('complementary');
  await expect(panel.getByText(t('orders.summary.noRatings'))).toBeVisible();
  await pp.getByRole('tab', { name: accepted }).click();
  await pp.getByRole('button', { name: t('orders.card.complete') }).click();
  const ask = pp.getByRole('dialog', { name: t('orders.change.completeTitle') });
  await ask.getByRole('button', { name: t('orders.change.completeConfirm') }).click();
  await expect(pp.getByText(t('orders.change.completed'))).toBeVisible();
  await expect(panel).toContainText('Rs 1,500.50');

  // ---- the client's counters move without a reload; the client rates it ----
  await expect(counter(completed)).toContainText('1');
  await expect(counter(accepted)).toContainText('0');
  await cp.getByRole('tab', { name: completed }).click();
  await cp.getByRole('button', { name: t('orders.card.giveFeedback') }).click();
  const dialog = cp.getByRole('dialog');
  await dialog.getByRole('button', { name: t('orders.feedback.submit') }).click();
  await expect(dialog.getByRole('alert')).toContainText(t('orders.validation.feedbackIncomplete'));
  await dialog
    .getByRole('radio', { name: t('orders.feedback.stars', { count: 5 }) })
    .press('Space');
  await dialog
    .getByRole('textbox', { name: t('orders.feedback.comment') })
    .fill('Fixed in twenty minutes, spotless.');
  await dialog.getByRole('button', { name: t('orders.feedback.submit') }).click();
  await expect(cp.getByRole('img', { name: t('orders.card.rated', { rating: 5 }) })).toBeVisible();

  // ---- the provider's rating, reviews and earnings ----
  await pp.reload();
  await expect(
    panel.getByRole('img', { name: tLike('orders.summary.average', {}, { rating: '5.0' }) }),
  ).toBeVisible();
  await pp.getByRole('tab', { name: t('orders.history.myReviews') }).click();
  await expect(pp.getByText('Fixed in twenty minutes, spotless.')).toBeVisible();
  const chart = tLike('orders.chart.summary', {
    from: '.+',
    to: '.+',
    total: '.+',
    best: '.+',
    month: '.+',
  });
  await expect(pp.getByRole('img', { name: chart })).toBeVisible();
  await checkPage(pp, testInfo, 'provider-history');

  // ---- the client cancels the other, pending order; it leaves the provider's feed ----
  await pp.goto('/Requests');
  await expect(pp.getByRole('article').filter({ hasText: `Second job ${tag}` })).toBeVisible();
  await cp.getByRole('tab', { name: t('orders.status.pending') }).click();
  await cp.getByRole('button', { name: t('orders.card.cancel') }).click();
  await cp.getByRole('button', { name: t('orders.change.cancelConfirm') }).click();
  await cp.getByRole('tab', { name: t('orders.status.cancelled') }).click();
  await expect(cp.getByRole('tabpanel')).toContainText(`Second job ${tag}`);
  await pp.reload();
  await expect(pp.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pp.getByRole('article').filter({ hasText: `Second job ${tag}` })).toHaveCount(0);
});
