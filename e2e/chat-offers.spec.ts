import path from 'node:path';
import { named, t } from './support/i18n';
import { bearer, clientSession, providerSession, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, type Page, test } from './support/test';

const photo = path.resolve('dist/images/plumbing-services.png');

const bell = (page: Page) =>
  page.getByRole('button', { name: tLike('notifications.bell.label', { unread: '\\d+' }) });
const bellSays = (unread: number) => tLike('notifications.bell.label', {}, { unread });

test('a client and a provider play a request, a chat, an offer and its acceptance live', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const problem = `Dripping tap in the kitchen ${tag}`;

  const client = await clientSession(browser, request, `Client ${tag}`);
  const sp = await providerSession(browser, request, 'Sana');
  const rival = await providerSession(browser, request, 'Rival');

  // ---- the client files a request with a photo ----
  const cp = client.page;
  await cp.goto('/Categories/1/1/servicerequestform');
  await expect(cp.getByRole('navigation', { name: t('requests.breadcrumb.label') })).toContainText(
    named('Leak Repair'),
  );
  await cp.getByRole('button', { name: t('requests.form.submit') }).click();
  await expect(cp.getByRole('alert')).toContainText(t('requests.validation.allFieldsRequired'));
  await cp.getByLabel(t('requests.form.description')).fill(problem);
  await cp.getByRole('combobox', { name: t('requests.form.city') }).click();
  await cp.getByRole('option', { name: named('Lahore') }).click();
  await cp.getByLabel(t('requests.form.address')).fill('5 Canal View, Lahore');
  await cp.locator('input[type=file]').setInputFiles(photo);
  await checkPage(cp, testInfo, 'request-form');
  await cp.getByRole('button', { name: t('requests.form.submit') }).click();
  await expect(cp.getByText(t('requests.sent.title'))).toBeVisible();
  await expect(cp.getByText(t('requests.sent.imageUploaded'))).toBeVisible();

  // ---- the provider finds it in the feed, looks at the photo, and writes ----
  const pp = sp.page;
  await pp.goto('/Requests');
  const card = pp.getByRole('article').filter({ hasText: problem });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: t('requests.card.viewAttachment') }).click();
  const preview = pp.getByRole('dialog');
  await expect(preview.locator('img')).toBeVisible();
  await checkPage(pp, testInfo, 'feed-attachment');
  await pp.keyboard.press('Escape');
  await card.getByRole('button', { name: t('requests.card.sendMessage') }).click();
  await expect(pp).toHaveURL(/\/Spchat\?room=room_\d+_\d+$/);
  await pp
    .getByRole('textbox', { name: t('chat.composer.label') })
    .fill('Hello, I can fix that today.');
  await pp.getByRole('button', { name: t('chat.composer.send'), exact: true }).click();

  // ---- the client's bell counts it; they chat ----
  await cp.goto('/Categories');
  await expect(bell(cp)).toHaveAccessibleName(bellSays(1));
  await bell(cp).click();
  await cp
    .getByRole('menuitem', { name: tLike('notifications.text.message', {}, { name: 'Sana Raza' }) })
    .click();
  await expect(cp).toHaveURL(/\/Clientchat\?room=room_\d+_\d+$/);
  await expect(cp.getByRole('log').getByText('Hello, I can fix that today.')).toBeVisible();
  await expect(bell(cp)).toHaveAccessibleName(bellSays(0));
  await cp
    .getByRole('textbox', { name: t('chat.composer.label') })
    .fill('Great, what would it cost?');
  await cp.keyboard.press('Enter');
  await expect(pp.getByRole('log').getByText('Great, what would it cost?')).toBeVisible();

  // ---- the client offers a price; the provider accepts; both screens follow ----
  await cp.getByRole('combobox', { name: t('chat.offerForm.request') }).click();
  await cp.getByRole('option', { name: new RegExp(problem.slice(0, 20)) }).click();
  await expect(cp.getByRole('button', { name: t('chat.offerForm.send') })).toBeDisabled();
  await cp.getByLabel(t('chat.offerForm.price')).fill('2500');
  await checkPage(cp, testInfo, 'client-chat');
  await cp.getByRole('button', { name: t('chat.offerForm.send') }).click();
  const offer = pp.getByRole('article').filter({ hasText: 'Rs 2,500.00' });
  await expect(offer).toBeVisible();
  await checkPage(pp, testInfo, 'provider-chat');

  // The rival also gets an offer for the same request (through the API: same service).
  const requestId = (
    await (
      await request.post('/api/getPendingRequestofClient', { headers: bearer(client.token) })
    ).json()
  )[0].request_id;
  const rivalRoom = (
    await (
      await request.post('/api/createORupdateChatHead', {
        headers: bearer(rival.token),
        data: { client_id: client.id, request_id: requestId },
      })
    ).json()
  ).room;
  expect(
    (
      await request.post('/api/saveRequestMessage', {
        headers: bearer(client.token),
        data: { room: rivalRoom, request_id: requestId, price: 2300 },
      })
    ).status(),
  ).toBe(200);
  await rival.page.goto(`/Spchat?room=${rivalRoom}`);
  const rivalOffer = rival.page.getByRole('article').filter({ hasText: 'Rs 2,300.00' });
  await expect(
    rivalOffer.getByRole('button', { name: t('chat.offer.acceptRequest') }),
  ).toBeVisible();

  // Accepting asks once, with the price.
  await offer.getByRole('button', { name: t('chat.offer.acceptRequest') }).click();
  const confirm = pp.getByRole('dialog', { name: t('chat.offer.acceptRequestTitle') });
  await expect(confirm).toContainText('Rs 2,500.00');
  await confirm
    .getByRole('button', { name: t('chat.offer.acceptFor', { price: 'Rs 2,500.00' }) })
    .click();
  await expect(offer.getByText(t('chat.status.accepted'))).toBeVisible();
  await expect(
    cp.getByRole('article').filter({ hasText: 'Rs 2,500.00' }).getByText(t('chat.status.accepted')),
  ).toBeVisible();
  // The rival's offer is withdrawn live, and a late accept is refused.
  await expect(rivalOffer.getByRole('button', { name: t('chat.offer.acceptRequest') })).toHaveCount(
    0,
  );
  await expect(rivalOffer).toContainText(t('chat.status.withdrawn'));
  const late = await request.put('/api/updateRequestMessage', {
    headers: bearer(rival.token),
    data: { room: rivalRoom, request_id: requestId, status: 'accepted' },
  });
  expect(late.status()).toBe(409);

  // The request has left the feed.
  await pp.goto('/Requests');
  await expect(pp.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pp.getByRole('article').filter({ hasText: problem })).toHaveCount(0);
});
