import { t, tPart } from './support/i18n';
import {
  acceptedRequest,
  bearer,
  clientSession,
  completeAndRate,
  providerSession,
  tLike,
} from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test('the provider replies once to a review, and the client sees the reply on its profile', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Reply client ${tag}`);
  const sp = await providerSession(browser, request, 'Sana');
  const { requestId } = await acceptedRequest(request, client, sp, `Dripping tap ${tag}`, 900);
  await completeAndRate(request, client, sp, requestId, 4, 'Good work, arrived a little late.');

  // ---- the provider answers the review from its history ----
  const pp = sp.page;
  await pp.goto('/SpHistory');
  await pp.getByRole('tab', { name: t('orders.history.myReviews') }).click();
  const review = pp.getByRole('listitem').filter({ hasText: 'Good work, arrived a little late.' });
  const replyButton = review.getByRole('button', {
    name: tLike('orders.reviews.replyTo', { name: '.+', service: '.+' }),
  });
  await replyButton.click();
  const box = review.getByRole('textbox', { name: t('orders.reply.label') });
  await expect(box).toBeFocused();
  await review.getByRole('button', { name: t('orders.reply.post') }).click();
  await expect(review.getByText(t('orders.validation.replyRequired'))).toBeVisible();
  await box.fill('  Sorry for the delay, and thank you!  ');
  await checkPage(pp, testInfo, 'review-reply-form');
  await review.getByRole('button', { name: t('orders.reply.post') }).click();
  await expect(review.getByText(t('orders.reviews.yourReply'), { exact: true })).toBeVisible();
  await expect(review.getByText('Sorry for the delay, and thank you!')).toBeVisible();
  await expect(replyButton).toHaveCount(0);
  await checkPage(pp, testInfo, 'review-replied');

  // A second reply is refused by the server with its own code.
  const again = await request.post(`/api/sp/reviews/${requestId}/reply`, {
    headers: bearer(sp.token),
    data: { reply: 'Once more' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.code).toBe('review.already_replied');

  // ---- the client sees it under the review on the provider's profile ----
  const cp = client.page;
  await cp.goto(`/ViewProfile/${sp.id}`);
  await cp.getByRole('tab', { name: tPart('providers.viewProfile.tabReviews') }).click();
  const shown = cp.getByRole('listitem').filter({ hasText: 'Good work, arrived a little late.' });
  await expect(
    shown.getByText(t('providers.viewProfile.replyFrom', { name: 'Sana Raza' })),
  ).toBeVisible();
  await expect(shown.getByText('Sorry for the delay, and thank you!')).toBeVisible();
  await checkPage(cp, testInfo, 'view-profile-reply');
});
