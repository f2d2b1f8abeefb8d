import { createProvider } from './support/accounts';
import { t } from './support/i18n';
import { bearer, clientSession } from './support/marketplace';
import { expect, test } from './support/test';

const CHATS = 21;

test('the chat list loads 20 chats at a time, and a chat past them opens from its link', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const client = await clientSession(browser, request, `Busy client ${tag}`);
  const filed = await request.post('/api/servicerequestform', {
    headers: bearer(client.token),
    data: { description: `Many answers ${tag}`, city_id: 2, address: '3 Mall Road', service_id: 1 },
  });
  expect(filed.status()).toBe(200);
  const requestId: number = (await filed.json()).result;

  // ---- 21 providers answer the request, each in a chat of its own (the first is the oldest) ----
  const rooms: string[] = [];
  for (let i = 0; i < CHATS; i++) {
    const account = await createProvider(request, { firstName: `Answerer${i}` });
    const login = await (await request.post('/api/login', { data: account })).json();
    const services = await request.post('/api/service-provider/preferences', {
      headers: bearer(login.token),
      data: { services: [{ serviceId: 1, available: true }] },
    });
    expect(services.status()).toBe(200);
    const head = await request.post('/api/createORupdateChatHead', {
      headers: bearer(login.token),
      data: { client_id: client.id, request_id: requestId },
    });
    expect(head.status()).toBe(200);
    rooms.push((await head.json()).room);
  }

  const page = client.page;
  await page.goto('/Clientchat');
  const chats = page.getByRole('list', { name: t('chat.list.chats') }).getByRole('listitem');
  const loadMore = page.getByRole('button', {
    name: t('common.loadMore.button', { what: t('chat.list.more') }),
  });
  await expect(chats).toHaveCount(20);
  await expect(chats.filter({ hasText: 'Answerer0 ' })).toHaveCount(0);
  // Once the page has settled (the socket's first connect refetches the list).
  await page.waitForLoadState('networkidle');
  await loadMore.click();
  await expect(chats).toHaveCount(CHATS);
  await expect(loadMore).toHaveCount(0);

  // ---- the oldest chat, opened from its link, shows although its page is not loaded ----
  await page.goto(`/Clientchat?room=${rooms[0]}`);
  await expect(page.getByRole('heading', { level: 2, name: /Answerer0 / })).toBeVisible();
  await expect(page.getByText(t('chat.pane.notFoundTitle'))).toHaveCount(0);
});
