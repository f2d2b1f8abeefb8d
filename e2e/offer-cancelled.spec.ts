import { t } from './support/i18n';
import { bearer, clientSession, providerSession, tLike } from './support/marketplace';
import { checkPage } from './support/page-check';
import { expect, test } from './support/test';

test("a cancelled order's pending offer says its request was cancelled, not withdrawn (walkthrough M4)", async ({
  browser,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Cancelling client ${tag}`);
  const sp = await providerSession(browser, request, 'Imran');

  // ---- through the API: a request, the provider's chat about it, the client's offer ----
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: {
      description: `Tap dripping ${tag}`,
      city_id: 2,
      address: '3 Model Town',
      service_id: 1,
    },
  });
  expect(filed.status()).toBe(200);
  const requestId: number = (await filed.json()).result;
  const head = await request.post('/api/createORupdateChatHead', {
    headers: bearer(sp.token),
    data: { client_id: client.id, request_id: requestId },
  });
  const room: string = (await head.json()).room;
  const offered = await request.post('/api/saveRequestMessage', {
    headers: bearer(client.token),
    data: { room, request_id: requestId, price: 1000 },
  });
  expect(offered.status()).toBe(200);

  // ---- the provider has the chat open; the client cancels the order ----
  const pp = sp.page;
  await pp.goto(`/Spchat?room=${room}`);
  const offer = pp.getByRole('log').getByRole('article', { name: /Rs 1,000\.00/ });
  await expect(offer).toContainText(t('chat.status.pending'));
  // The chat list words the offer it shows last (on a phone the list hides behind the open chat).
  const preview = tLike('chat.said.offerMade', { price: '\u2068?Rs.1,000\\.00\u2069?' });
  await expect(pp.getByText(new RegExp(`^${preview.source}$`))).toBeAttached();
  const cancelled = await request.put(`/api/client/orders/${requestId}`, {
    headers: bearer(client.token),
    data: { status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);
  await expect(offer).toContainText(t('chat.status.canceled'));
  await expect(offer).not.toContainText(t('chat.status.withdrawn'));
  await checkPage(pp, testInfo, 'offer-of-cancelled-order');
});
