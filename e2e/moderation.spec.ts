import { auditRows, signInAsAdminWithRole } from './support/admin-team';
import { t, tPart } from './support/i18n';
import {
  acceptedRequest,
  bearer,
  clientSession,
  completeAndRate,
  offeredRequest,
  providerSession,
  tLike,
} from './support/marketplace';
import { checkPage, closeToasts } from './support/page-check';
import { expect, test } from './support/test';

test('a client reports a review, a moderator hides it (audit-logged), the provider is told and the review is gone; a hidden message turns hidden in the open chat; a client blocks a provider', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const reporter = await clientSession(browser, request, `Reporter ${tag}`);
  const author = await clientSession(browser, request, `Author ${tag}`);
  const sp = await providerSession(browser, request, 'Sana');
  const { requestId } = await acceptedRequest(request, author, sp, `Leaking pipe ${tag}`, 1200);
  const rude = `Thief and liar, avoid ${tag}`;
  await completeAndRate(request, author, sp, requestId, 1, rude);

  // ---- a client reports the review on the provider's profile ----
  const cp = reporter.page;
  await cp.goto(`/ViewProfile/${sp.id}`);
  await cp.getByRole('tab', { name: tPart('providers.viewProfile.tabReviews') }).click();
  const review = cp.getByRole('listitem').filter({ hasText: rude });
  await review.getByRole('button', { name: t('moderation.report.review') }).click();
  const dialog = cp.getByRole('dialog', { name: t('moderation.report.review') });
  const send = dialog.getByRole('button', { name: t('moderation.report.send') });
  await expect(send).toBeDisabled();
  await dialog.getByRole('radio', { name: t('moderation.reasons.abuse') }).check();
  await dialog.getByRole('textbox', { name: t('moderation.report.note') }).fill('Insults me');
  await checkPage(cp, testInfo, 'report-review-dialog');
  await send.click();
  await expect(cp.getByText(t('moderation.report.sent'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The same review again: the server answers 409 with its code.
  const again = await request.post('/api/reports', {
    headers: bearer(reporter.token),
    data: { target_kind: 'review', target_id: requestId, reason: 'spam' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.code).toBe('report.duplicate');

  // ---- a moderator the owner invited hides it from the Moderation tab ----
  const admin = await (await browser.newContext()).newPage();
  const moderator = await signInAsAdminWithRole(admin, 'moderator', tag);
  await admin.goto('/admin/dashboard?tab=moderation');
  await expect(admin.getByRole('heading', { name: t('moderation.queue.title') })).toBeVisible();
  const card = admin.getByRole('listitem').filter({ hasText: rude });
  await expect(card).toContainText(
    t('moderation.queue.reason', { reason: t('moderation.reasons.abuse') }),
  );
  await expect(card).toContainText('Insults me');
  await checkPage(admin, testInfo, 'moderation-queue');
  await card.getByRole('button', { name: t('moderation.queue.hide') }).click();
  const hide = admin.getByRole('dialog', { name: t('moderation.queue.hideTitle') });
  await expect(hide.getByRole('radio', { name: t('moderation.reasons.abuse') })).toBeChecked();
  await hide.getByRole('button', { name: t('moderation.queue.hideConfirm') }).click();
  await expect(admin.getByText(t('moderation.queue.hidden'))).toBeVisible();
  await expect(card).toHaveCount(0);
  const logged = await auditRows(request, {
    action: 'review.hide',
    admin_id: moderator.admin_id,
  });
  expect(logged.map((row) => [row.target_id, row.admin_role])).toEqual([
    [String(requestId), 'moderator'],
  ]);

  // ---- the provider is told, by the bell ----
  const pp = sp.page;
  await pp.goto('/SpProfile');
  await pp
    .getByRole('button', { name: tLike('notifications.bell.label', { unread: '\\d+' }) })
    .click();
  await expect(
    pp.getByRole('menuitem', {
      name: tLike(
        'notifications.text.reviewOfYouHidden',
        {},
        { reason: t('moderation.reasons.abuse') },
      ),
    }),
  ).toBeVisible();
  await checkPage(pp, testInfo, 'moderation-provider-told');

  // ---- the review is gone from the profile ----
  await cp.reload();
  await cp.getByRole('tab', { name: tPart('providers.viewProfile.tabReviews') }).click();
  await expect(cp.getByText(t('providers.viewProfile.reviewsEmptyTitle'))).toBeVisible();
  await expect(cp.getByText(rude)).toHaveCount(0);

  // ---- the client blocks the provider from their chat: the provider can no longer write ----
  const { room } = await offeredRequest(request, reporter, sp, `Blocked tap ${tag}`, 800);
  await closeToasts(cp);
  await cp.goto(`/Clientchat?room=${encodeURIComponent(room)}`);

  // ---- a message the moderator hides turns into the placeholder in the open chat, no reload ----
  const scam = `Pay me by card outside the app ${tag}`;
  const said = await request.post('/api/saveMessage', {
    headers: bearer(sp.token),
    data: { room, message_text: scam },
  });
  expect(said.status()).toBe(200);
  // The open chat's messages (the chat list beside it previews the last one too).
  const messages = cp.getByRole('log', { name: t('chat.messages.label') });
  await expect(messages.getByText(scam)).toBeVisible();
  const reported = await request.post('/api/reports', {
    headers: bearer(reporter.token),
    data: { target_kind: 'message', target_id: (await said.json()).message_id, reason: 'fraud' },
  });
  expect(reported.status()).toBe(201);
  const hidden = await request.post(
    `/api/admin/moderation/reports/${(await reported.json()).report_id}/hide`,
    { headers: bearer(moderator.token), data: { reason: 'fraud' } },
  );
  expect(hidden.status()).toBe(200);
  await expect(messages.getByText(t('chat.said.messageHidden'))).toBeVisible();
  await expect(cp.getByText(scam)).toHaveCount(0);

  await cp.getByRole('button', { name: t('moderation.block.action'), exact: true }).click();
  const confirm = cp.getByRole('dialog');
  await confirm.getByRole('button', { name: t('moderation.block.confirm') }).click();
  await expect(cp.getByText(t('moderation.block.youBlocked'))).toBeVisible();
  await expect(cp.getByRole('button', { name: t('moderation.block.unblock') })).toBeVisible();
  await checkPage(cp, testInfo, 'chat-blocked');

  const refused = await request.post('/api/saveMessage', {
    headers: bearer(sp.token),
    data: { room, message_text: 'Are you there?' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('block.blocked');
  await pp.goto(`/Spchat?room=${encodeURIComponent(room)}`);
  await expect(pp.getByText(t('moderation.block.blockedYou'))).toBeVisible();
});
