import { signInAsAdmin } from './support/accounts';
import { t } from './support/i18n';
import { acceptedRequest, clientSession, providerSession, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

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
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Dispute client ${tag}`);
  const sp = await providerSession(browser, request, 'Kamran');
  const { requestId } = await acceptedRequest(request, client, sp, `Burst pipe ${tag}`, 1500);
  const orderHeading = tLike('orders.card.meta', { date: '.+' }, { id: requestId });
  const disputed = t('orders.status.disputed');
  const reason = 'The pipe leaks again two days later.';
  const statement = 'The new leak is at a joint I was not asked to touch.';
  const statementBox = { name: t('orders.dispute.statement') };
  const resolved = t('disputes.resolution.title', { outcome: t('disputes.outcome.adjusted') });

  // ---- the client reports a problem with a reason and a photo ----
  const cp = client.page;
  await cp.goto('/ClientDashBoard?tab=accepted');
  const clientCard = cp.getByRole('article').filter({ hasText: orderHeading });
  await clientCard.getByRole('button', { name: t('orders.card.reportProblem') }).click();
  const report = cp.getByRole('dialog', {
    name: tLike('orders.dispute.reportWith', { name: '.+' }),
  });
  await report.getByRole('button', { name: t('orders.dispute.send') }).click();
  await expect(report.getByText(t('disputes.validation.reasonRequired'))).toBeVisible();
  await report.getByRole('textbox', { name: t('orders.dispute.reason') }).fill(reason);
  await report.locator('input[type=file]').setInputFiles(photo);
  await checkPage(cp, testInfo, 'dispute-report');
  await report.getByRole('button', { name: t('orders.dispute.send') }).click();
  await expect(report).toBeHidden();
  await expect(clientCard.getByText(disputed, { exact: true })).toBeVisible();
  await expect(clientCard).toContainText(reason);
  await expect(clientCard.getByRole('button', { name: t('orders.card.complete') })).toHaveCount(0);

  // ---- the provider opens the order from the bell's notification, sees it disputed, and adds a statement ----
  const pp = sp.page;
  await pp.goto('/SpProfile');
  await pp
    .getByRole('button', { name: tLike('notifications.bell.label', { unread: '\\d+' }) })
    .click();
  await pp
    .getByRole('menuitem', {
      name: tLike('notifications.text.disputeOpened', { name: '.+', service: '.+' }),
    })
    .click();
  await expect(pp).toHaveURL(/\/SpHistory\?tab=accepted$/);
  const spCard = pp.getByRole('article').filter({ hasText: orderHeading });
  await expect(spCard).toBeFocused();
  await expect(spCard.getByText(disputed, { exact: true })).toBeVisible();
  await expect(spCard).toContainText(reason);
  await spCard.getByRole('textbox', statementBox).fill(statement);
  await spCard.getByRole('button', { name: t('orders.dispute.addStatement') }).click();
  await expect(spCard).toContainText(statement);
  await expect(spCard.getByRole('textbox', statementBox)).toHaveValue('');
  await checkPage(pp, testInfo, 'dispute-provider');

  // ---- the client sees the provider's statement without a reload ----
  await expect(clientCard).toContainText(statement);

  // ---- the admin reads the case and settles it at an adjusted price ----
  const ap = await (await browser.newContext()).newPage();
  await signInAsAdmin(ap);
  await ap.goto('/admin/dashboard?tab=disputes');
  const row = ap.getByRole('article').filter({
    hasText: tLike('admin.disputeCase.heading', { service: '.+' }, { order: requestId }),
  });
  await expect(row).toContainText(`Dispute client ${tag}`);
  await expect(row).toContainText('Rs 1,500.00');
  await expect(row).toContainText(reason);
  await checkPage(ap, testInfo, 'admin-disputes');
  await row
    .getByRole('button', {
      name: tLike('admin.disputeCase.openLabel', { service: '.+' }, { order: requestId }),
    })
    .click();

  await expect(
    ap.getByRole('heading', {
      name: tLike('admin.disputeDetail.titleOnOrder', { id: '\\d+' }, { order: requestId }),
    }),
  ).toBeVisible();
  const offers = ap.getByRole('list', { name: t('admin.disputeOffers.label') });
  await expect(offers.getByRole('listitem')).toHaveCount(1);
  await expect(offers.getByRole('listitem').first()).toContainText('Rs 1,500.00');
  await expect(offers.getByRole('listitem').first()).toContainText(
    t('admin.disputeOffers.status.accepted'),
  );
  const statements = ap.getByRole('region', { name: t('admin.disputeDetail.statements') });
  await expect(statements).toContainText(reason);
  await expect(statements).toContainText(statement);
  await statements.getByRole('button', { name: t('disputes.evidence.view') }).click();
  const evidence = ap.getByRole('dialog', {
    name: tLike('disputes.evidence.title', { about: '.+' }),
  });
  await expect(
    evidence.getByRole('img', { name: tLike('disputes.evidence.alt', { about: '.+' }) }),
  ).toBeVisible();
  await evidence
    .getByRole('button', { name: t('disputes.evidence.close') })
    .last()
    .click();
  await expect(evidence).toBeHidden();

  await ap.getByRole('radio', { name: t('admin.resolveDispute.adjusted') }).check();
  const price = ap.getByRole('textbox', { name: t('admin.resolveDispute.adjustedPrice') });
  await price.fill('12.345');
  await ap.getByRole('button', { name: t('admin.resolveDispute.submit') }).click();
  await expect(ap.getByText(t('chat.price.invalid'))).toBeVisible();
  await expect(ap.getByText(t('disputes.validation.noteRequired'))).toBeVisible();
  await price.fill('1200');
  await ap
    .getByRole('textbox', { name: t('admin.resolveDispute.note') })
    .fill('The joint was outside the job; the first repair held. Settled at 1200.');
  await checkPage(ap, testInfo, 'admin-dispute-detail');
  await ap.getByRole('button', { name: t('admin.resolveDispute.submit') }).click();
  const confirm = ap.getByRole('dialog', {
    name: tLike('admin.resolveDispute.confirmTitle', { id: '\\d+' }),
  });
  await expect(confirm).toContainText(
    t('admin.resolveDispute.confirmAdjusted', { price: 'Rs 1,200.00' }),
  );
  await confirm.getByRole('button', { name: t('admin.resolveDispute.confirm') }).click();
  await expect(ap.getByText(resolved)).toBeVisible();
  await expect(ap.getByRole('button', { name: t('admin.resolveDispute.submit') })).toHaveCount(0);

  // ---- both parties see the resolution and the order completed at the new price ----
  for (const [page, card] of [
    [cp, clientCard],
    [pp, spCard],
  ] as const) {
    await page.reload();
    await page.getByRole('tab', { name: t('orders.status.completed') }).click();
    await expect(page.getByRole('tabpanel')).toContainText(orderHeading);
    await expect(card.getByText(disputed, { exact: true })).toHaveCount(0);
    await expect(card).toContainText('Rs 1,200.00');
    await expect(card).toContainText(resolved);
    await expect(card).toContainText('The joint was outside the job');
    await expect(card.getByRole('textbox', statementBox)).toHaveCount(0);
  }
  await checkPage(cp, testInfo, 'dispute-resolved-client');
});
